/**
 * Chakra components built on Zag state machines that sit in the page: accordion, tabs and
 * pagination. Kept out of @market/ui/chakra so that the first storefront page, which needs none of
 * them, does not download them; form controls are in ./chakra-form-controls.ts and overlays in
 * ./chakra-overlay.ts (ADR 005). Shared as one singleton provided by the shell, like ./chakra.ts.
 * Recipes come with them.
 */
import { Accordion as ChakraAccordion } from '@chakra-ui/react/accordion';
import { Tabs as ChakraTabs } from '@chakra-ui/react/tabs';
import { accordionSlotRecipe } from '@chakra-ui/react-theme/recipes/accordion.js';
import { tabsSlotRecipe } from '@chakra-ui/react-theme/recipes/tabs.js';
import { withSlotRecipe } from '@market/ui/with-recipe';

export const Accordion = withSlotRecipe(ChakraAccordion, accordionSlotRecipe);
export const Tabs = withSlotRecipe(ChakraTabs, tabsSlotRecipe);
export { Pagination } from '@chakra-ui/react/pagination';
