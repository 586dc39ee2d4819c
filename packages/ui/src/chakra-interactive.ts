/**
 * Chakra components built on Zag state machines, kept out of @market/ui/chakra so that the first
 * storefront page, which needs none of them, does not download them (ADR 005). Shared as one
 * singleton provided by the shell, like ./chakra.ts. Their recipes come with them (./with-recipe).
 */
import { Accordion as ChakraAccordion } from '@chakra-ui/react/accordion';
import { Checkbox as ChakraCheckbox } from '@chakra-ui/react/checkbox';
import { Dialog as ChakraDialog } from '@chakra-ui/react/dialog';
import { Drawer as ChakraDrawer } from '@chakra-ui/react/drawer';
import { Popover as ChakraPopover } from '@chakra-ui/react/popover';
import { RadioGroup as ChakraRadioGroup } from '@chakra-ui/react/radio-group';
import { Slider as ChakraSlider } from '@chakra-ui/react/slider';
import { Switch as ChakraSwitch } from '@chakra-ui/react/switch';
import { Tabs as ChakraTabs } from '@chakra-ui/react/tabs';
import { Toast as ChakraToast } from '@chakra-ui/react/toast';
import { accordionSlotRecipe } from '@chakra-ui/react-theme/recipes/accordion.js';
import { checkboxSlotRecipe } from '@chakra-ui/react-theme/recipes/checkbox.js';
import { dialogSlotRecipe } from '@chakra-ui/react-theme/recipes/dialog.js';
import { drawerSlotRecipe } from '@chakra-ui/react-theme/recipes/drawer.js';
import { popoverSlotRecipe } from '@chakra-ui/react-theme/recipes/popover.js';
import { radioGroupSlotRecipe } from '@chakra-ui/react-theme/recipes/radio-group.js';
import { sliderSlotRecipe } from '@chakra-ui/react-theme/recipes/slider.js';
import { switchSlotRecipe } from '@chakra-ui/react-theme/recipes/switch.js';
import { tabsSlotRecipe } from '@chakra-ui/react-theme/recipes/tabs.js';
import { toastSlotRecipe } from '@chakra-ui/react-theme/recipes/toast.js';
import { withSlotRecipe } from '@market/ui/with-recipe';

export const Accordion = withSlotRecipe(ChakraAccordion, accordionSlotRecipe);
export const Checkbox = withSlotRecipe(ChakraCheckbox, checkboxSlotRecipe);
export const Dialog = withSlotRecipe(ChakraDialog, dialogSlotRecipe);
export const Drawer = withSlotRecipe(ChakraDrawer, drawerSlotRecipe);
export const Popover = withSlotRecipe(ChakraPopover, popoverSlotRecipe);
export const RadioGroup = withSlotRecipe(ChakraRadioGroup, radioGroupSlotRecipe);
export const Slider = withSlotRecipe(ChakraSlider, sliderSlotRecipe);
export const Switch = withSlotRecipe(ChakraSwitch, switchSlotRecipe);
export const Tabs = withSlotRecipe(ChakraTabs, tabsSlotRecipe);
export const Toast = withSlotRecipe(ChakraToast, toastSlotRecipe);
export { Pagination } from '@chakra-ui/react/pagination';
export { Toaster, createToaster } from '@chakra-ui/react/toast';
