/**
 * Chakra's native select alone (ADR 039): the listing and brand pages' sort and filter selects.
 * In @market/ui/chakra-more it brought that facade's tables, stats, fields, alerts and cards to
 * those pages (10 KB gzip). Shared as one singleton provided by the shell; its recipe comes with it.
 */
import { NativeSelect as ChakraNativeSelect } from '@chakra-ui/react/native-select';
import { nativeSelectSlotRecipe } from '@chakra-ui/react-theme/recipes/native-select.js';
import { withSlotRecipe } from '@market/ui/with-recipe';

export const NativeSelect = withSlotRecipe(ChakraNativeSelect, nativeSelectSlotRecipe);
