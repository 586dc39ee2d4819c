/**
 * Chakra components built on Zag state machines that sit in the page (accordion, tabs, form
 * controls, pagination), kept out of @market/ui/chakra so that the first storefront page, which
 * needs none of them, does not download them; overlays are in ./chakra-overlay.ts (ADR 005).
 * Shared as one singleton provided by the shell, like ./chakra.ts. Recipes come with them.
 */
import { Accordion as ChakraAccordion } from '@chakra-ui/react/accordion';
import { Checkbox as ChakraCheckbox } from '@chakra-ui/react/checkbox';
import { RadioGroup as ChakraRadioGroup } from '@chakra-ui/react/radio-group';
import { Slider as ChakraSlider } from '@chakra-ui/react/slider';
import { Switch as ChakraSwitch } from '@chakra-ui/react/switch';
import { Tabs as ChakraTabs } from '@chakra-ui/react/tabs';
import { accordionSlotRecipe } from '@chakra-ui/react-theme/recipes/accordion.js';
import { checkboxSlotRecipe } from '@chakra-ui/react-theme/recipes/checkbox.js';
import { radioGroupSlotRecipe } from '@chakra-ui/react-theme/recipes/radio-group.js';
import { sliderSlotRecipe } from '@chakra-ui/react-theme/recipes/slider.js';
import { switchSlotRecipe } from '@chakra-ui/react-theme/recipes/switch.js';
import { tabsSlotRecipe } from '@chakra-ui/react-theme/recipes/tabs.js';
import { withSlotRecipe } from '@market/ui/with-recipe';

export const Accordion = withSlotRecipe(ChakraAccordion, accordionSlotRecipe);
export const Checkbox = withSlotRecipe(ChakraCheckbox, checkboxSlotRecipe);
export const RadioGroup = withSlotRecipe(ChakraRadioGroup, radioGroupSlotRecipe);
export const Slider = withSlotRecipe(ChakraSlider, sliderSlotRecipe);
export const Switch = withSlotRecipe(ChakraSwitch, switchSlotRecipe);
export const Tabs = withSlotRecipe(ChakraTabs, tabsSlotRecipe);
export { Pagination } from '@chakra-ui/react/pagination';
