import { defineConfig } from '@chakra-ui/react';
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
export const chakraThemeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens: lightValues(semanticTokens) as typeof semanticTokens,
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
