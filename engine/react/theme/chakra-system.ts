import { defaultBaseConfig, defineConfig, type SystemConfig } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

type TokenTree = { [key: string]: unknown };

/**
 * Semantic tokens with their light value only: the portal has one colour scheme, and each dark
 * value would be one more CSS variable block built and inserted on every page load.
 */
function lightValues(tree: TokenTree): TokenTree {
  if ('value' in tree) {
    const value = tree.value as TokenTree | string;
    return { ...tree, value: typeof value === 'object' && value && '_light' in value ? value._light : value };
  }
  return Object.fromEntries(Object.entries(tree).map(([key, child]) => [key, child && typeof child === 'object' ? lightValues(child as TokenTree) : child]));
}

/**
 * Chakra's default theme with only the recipes of the components the portal renders. `defaultSystem`
 * carries all 76, which put about 150 kB of style definitions into the first script and made every
 * page build a style system for components it never shows. The build refuses a bundle using a
 * component whose recipe is missing here (scripts/vite-chakra-recipes.ts), since Chakra would
 * render it unstyled without a word.
 */
/**
 * The toasts' layout: inset from both edges on a phone, a fixed width from tablets up. Written into
 * the page-wide stylesheet with the build rather than as the toaster's style props: emotion would
 * insert these media queries when the toaster mounts after start-up, and Chromium restyles the
 * whole page for a media query's rule inserted late.
 */
const toastLayout = {
  '[data-scope="toast"][data-part="group"]': { mdDown: { insetInline: '4' } },
  '[data-scope="toast"][data-part="root"]': { md: { width: 'sm' } },
};

/**
 * Chakra's neutral focus ring (gray.400) is 2.5:1 on white, under WCAG 2.2's 3:1 for a focus
 * indicator: the neutral controls (tabs, table headers, inputs) take blue.600 (5.2:1) instead.
 */
const accessibleSemanticTokens = (tree: TokenTree): TokenTree => {
  const colors = tree.colors as TokenTree;
  const gray = colors.gray as TokenTree;
  return { ...tree, colors: { ...colors, gray: { ...gray, focusRing: { value: '{colors.blue.600}' } } } };
};

export const chakraThemeConfig = defineConfig({
  // Without cascade layers: Chromium restyles the whole page for every rule inserted into a layer
  // (13–20 ms on a form page on a desktop, four times that on a phone), and emotion inserts a
  // component's rules when it first shows: a toast, a dialog, a field's first error. Unlayered, an
  // insertion restyles only what it matches (under 1 ms). The reset and the global styles lose to a
  // component's class by their lower specificity and earlier place, as the layers ordered them.
  disableLayers: true,
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: { ...globalCss, ...toastLayout },
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens: accessibleSemanticTokens(lightValues(semanticTokens)) as typeof semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});

/**
 * What the pages' style system is built from (style-system.ts), and the build computes its tokens
 * from (built-tokens-source.ts): Chakra's base and the theme, without the
 * page-wide styles, which the build writes into the page, and without the recipes. `createSystem`
 * deep-copies everything it is given, and the recipes were a third of its work on a page load,
 * though it only reads them when a component first asks for its recipe: style-system.ts hands
 * them to the built theme.
 */
export function styleSystemConfigs(): SystemConfig[] {
  const { recipes: _recipes, slotRecipes: _slotRecipes, ...theme } = chakraThemeConfig.theme ?? {};
  return [defaultBaseConfig, { ...chakraThemeConfig, preflight: false, globalCss: {}, theme }];
}
