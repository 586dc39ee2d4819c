/**
 * Chakra components without state machines that the first storefront page does not need (tables,
 * stats, form fields, alerts, cards ...), kept out of @market/ui/chakra so that it stays small
 * (ADR 005). Shared as one singleton provided by the shell; their recipes come with them.
 */
import { Alert as ChakraAlert } from '@chakra-ui/react/alert';
import { Card as ChakraCard } from '@chakra-ui/react/card';
import { Code as ChakraCode } from '@chakra-ui/react/code';
import { DataList as ChakraDataList } from '@chakra-ui/react/data-list';
import { Field as ChakraField } from '@chakra-ui/react/field';
import { List as ChakraList } from '@chakra-ui/react/list';
import { NativeSelect as ChakraNativeSelect } from '@chakra-ui/react/native-select';
import { Stat as ChakraStat } from '@chakra-ui/react/stat';
import { Table as ChakraTable } from '@chakra-ui/react/table';
import { Tag as ChakraTag } from '@chakra-ui/react/tag';
import { Textarea as ChakraTextarea } from '@chakra-ui/react/textarea';
import { alertSlotRecipe } from '@chakra-ui/react-theme/recipes/alert.js';
import { cardSlotRecipe } from '@chakra-ui/react-theme/recipes/card.js';
import { codeRecipe } from '@chakra-ui/react-theme/recipes/code.js';
import { dataListSlotRecipe } from '@chakra-ui/react-theme/recipes/data-list.js';
import { fieldSlotRecipe } from '@chakra-ui/react-theme/recipes/field.js';
import { listSlotRecipe } from '@chakra-ui/react-theme/recipes/list.js';
import { nativeSelectSlotRecipe } from '@chakra-ui/react-theme/recipes/native-select.js';
import { statSlotRecipe } from '@chakra-ui/react-theme/recipes/stat.js';
import { tableSlotRecipe } from '@chakra-ui/react-theme/recipes/table.js';
import { tagSlotRecipe } from '@chakra-ui/react-theme/recipes/tag.js';
import { textareaRecipe } from '@chakra-ui/react-theme/recipes/textarea.js';
import { withRecipe, withSlotRecipe } from '@market/ui/with-recipe';

/** The system in context: @chakra-ui/charts resolves its colour tokens with it (mf-ops-admin's dashboard). */
export { useChakraContext } from '@chakra-ui/react/styled-system';

export const Alert = withSlotRecipe(ChakraAlert, alertSlotRecipe);
export const Card = withSlotRecipe(ChakraCard, cardSlotRecipe);
export const Code = withRecipe(ChakraCode, codeRecipe);
export const DataList = withSlotRecipe(ChakraDataList, dataListSlotRecipe);
export const Field = withSlotRecipe(ChakraField, fieldSlotRecipe);
export const List = withSlotRecipe(ChakraList, listSlotRecipe);
export const NativeSelect = withSlotRecipe(ChakraNativeSelect, nativeSelectSlotRecipe);
export const Stat = withSlotRecipe(ChakraStat, statSlotRecipe);
export const Table = withSlotRecipe(ChakraTable, tableSlotRecipe);
export const Tag = withSlotRecipe(ChakraTag, tagSlotRecipe);
export const Textarea = withRecipe(ChakraTextarea, textareaRecipe);
