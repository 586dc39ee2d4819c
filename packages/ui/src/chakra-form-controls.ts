/**
 * Chakra's form controls built on Zag machines: checkbox, radio group, slider and switch. Kept
 * apart from ./chakra-interactive.ts (tabs, accordion, pagination) so that a product page, which
 * shows tabs and questions but no control until a form opens, does not download the slider's and
 * radio group's machines (ADR 005). Shared as one singleton provided by the shell; recipes come
 * with them (./with-recipe).
 */
import { Checkbox as ChakraCheckbox } from '@chakra-ui/react/checkbox';
import { RadioGroup as ChakraRadioGroup } from '@chakra-ui/react/radio-group';
import { Slider as ChakraSlider } from '@chakra-ui/react/slider';
import { Switch as ChakraSwitch } from '@chakra-ui/react/switch';
import { checkboxSlotRecipe } from '@chakra-ui/react-theme/recipes/checkbox.js';
import { radioGroupSlotRecipe } from '@chakra-ui/react-theme/recipes/radio-group.js';
import { sliderSlotRecipe } from '@chakra-ui/react-theme/recipes/slider.js';
import { switchSlotRecipe } from '@chakra-ui/react-theme/recipes/switch.js';
import { withSlotRecipe } from '@market/ui/with-recipe';

export const Checkbox = withSlotRecipe(ChakraCheckbox, checkboxSlotRecipe);
export const RadioGroup = withSlotRecipe(ChakraRadioGroup, radioGroupSlotRecipe);
export const Slider = withSlotRecipe(ChakraSlider, sliderSlotRecipe);
export const Switch = withSlotRecipe(ChakraSwitch, switchSlotRecipe);
