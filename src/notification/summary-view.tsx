import { Box, Heading } from '@chakra-ui/react';
import type { UiSchema } from '@rjsf/utils';
import type { CompiledForm } from '../../engine/core/types.ts';
import { ReviewList } from '../../engine/react/index.ts';

/** The summary's read-only part: the notification details and the cost of work with its levies (GST exclusive). */
export function SummaryView({ form, data }: { form: CompiledForm; data: Record<string, unknown> }) {
  const m = form.manifest.messages ?? {};
  const ui = form.uiSchema as Record<string, UiSchema>;
  return (
    <Box mb="6">
      <Heading as="h2" size="lg" mb="3">
        {m.summaryDetails}
      </Heading>
      <ReviewList step={form.steps['building-details']} uiSchema={ui.buildingDetails} data={(data.buildingDetails ?? {}) as Record<string, unknown>} />
      <ReviewList step={form.steps['cost-of-work']} uiSchema={ui.costOfWork} data={(data.costOfWork ?? {}) as Record<string, unknown>} title={m.summaryCost} />
    </Box>
  );
}
