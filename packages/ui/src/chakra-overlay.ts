/**
 * Chakra components that float above the page: dialog, drawer, popover and toast. Their Zag
 * machines bring a focus trap and floating-ui, so they are kept apart from ./chakra-interactive.ts:
 * a product or listing page renders tabs and filters at once but opens an overlay only on demand
 * (ADR 005). Shared as one singleton provided by the shell; recipes come with them (./with-recipe).
 */
import { Dialog as ChakraDialog } from '@chakra-ui/react/dialog';
import { Drawer as ChakraDrawer } from '@chakra-ui/react/drawer';
import { Popover as ChakraPopover } from '@chakra-ui/react/popover';
import { Toast as ChakraToast } from '@chakra-ui/react/toast';
import { dialogSlotRecipe } from '@chakra-ui/react-theme/recipes/dialog.js';
import { drawerSlotRecipe } from '@chakra-ui/react-theme/recipes/drawer.js';
import { popoverSlotRecipe } from '@chakra-ui/react-theme/recipes/popover.js';
import { toastSlotRecipe } from '@chakra-ui/react-theme/recipes/toast.js';
import { withSlotRecipe } from '@market/ui/with-recipe';

export const Dialog = withSlotRecipe(ChakraDialog, dialogSlotRecipe);
export const Drawer = withSlotRecipe(ChakraDrawer, drawerSlotRecipe);
export const Popover = withSlotRecipe(ChakraPopover, popoverSlotRecipe);
export const Toast = withSlotRecipe(ChakraToast, toastSlotRecipe);
export { Toaster, createToaster } from '@chakra-ui/react/toast';
