/**
 * The engine's closed registry: the templates, widgets and fields ui.json may name. Module-level
 * constants, so RJSF sees the same objects on every render.
 */
import { rendererNames } from '../../core/renderer-names.ts';
import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { AbnWidget } from '../widgets/abn-widget.tsx';
import { AddressSearchWidget } from '../widgets/address-search-widget.tsx';
import { ChoiceCardsWidget } from '../widgets/choice-cards-widget.tsx';
import { CheckboxWidget, HiddenWidget, YesNoWidget } from '../widgets/choice-widgets.tsx';
import { DateWidget } from '../widgets/date-widget.tsx';
import { SelectWidget } from '../widgets/select-widget.tsx';
import { EmailWidget, MoneyWidget, NumberWidget, PhoneWidget, TextareaWidget, TextWidget } from '../widgets/text-widgets.tsx';
import { CertificationField } from '../fields/certification-field.tsx';
import { FilesField } from '../fields/files-field.tsx';
import { BankDetailsField } from '../fields/bank-details-field.tsx';
import { SchemaFieldSlot } from '../fields/schema-field-slot.tsx';
import { NumberField } from '../fields/number-field.tsx';
import { ObjectField } from '../fields/object-field.tsx';
import { FieldTemplate } from './field-template.tsx';
import { ObjectFieldTemplate } from './object-field-template.tsx';

function Nothing() {
  return null;
}

export const widgets: RegistryWidgetsType = {
  text: TextWidget,
  textarea: TextareaWidget,
  email: EmailWidget,
  phone: PhoneWidget,
  money: MoneyWidget,
  abn: AbnWidget,
  date: DateWidget,
  yesNo: YesNoWidget,
  select: SelectWidget,
  checkbox: CheckboxWidget,
  hidden: HiddenWidget,
  choiceCards: ChoiceCardsWidget,
  addressSearch: AddressSearchWidget,
  // RJSF's default widget names for each schema type map onto ours.
  TextWidget,
  TextareaWidget,
  EmailWidget,
  DateWidget,
  SelectWidget,
  CheckboxWidget,
  HiddenWidget,
  UpDownWidget: NumberWidget,
};

export const fields: RegistryFieldsType = {
  certification: CertificationField,
  files: FilesField,
  bankDetails: BankDetailsField,
  // RJSF's SchemaField with the step's top-level fields bound to the step's store (fast commits).
  SchemaField: SchemaFieldSlot,
  // Numbers through the engine's own parsing, without RJSF's per-render locale lookup.
  NumberField,
  // Objects hand their own errors (a group required as a whole) to ObjectFieldTemplate, shown in the group.
  ObjectField,
};

/** Field-level errors render in FieldTemplate (tied to the control); the error list is ours. */
export const templates: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  FieldErrorTemplate: Nothing,
  FieldHelpTemplate: Nothing,
  ErrorListTemplate: Nothing,
  DescriptionFieldTemplate: Nothing,
};

/** The names ui.json may use: one list in engine/core, which the catalog linter checks against. */
export const widgetNames = rendererNames.widgets;
export const fieldNames = rendererNames.fields;
