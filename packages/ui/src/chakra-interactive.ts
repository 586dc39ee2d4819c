/**
 * Chakra components built on Zag state machines, kept out of @market/ui/chakra so that the first
 * storefront page, which needs none of them, does not download them (ADR 005). Shared as one
 * singleton provided by the shell, like ./chakra.ts.
 */
export { Accordion } from '@chakra-ui/react/accordion';
export { Checkbox } from '@chakra-ui/react/checkbox';
export { Dialog } from '@chakra-ui/react/dialog';
export { Drawer } from '@chakra-ui/react/drawer';
export { Pagination } from '@chakra-ui/react/pagination';
export { Popover } from '@chakra-ui/react/popover';
export { RadioGroup } from '@chakra-ui/react/radio-group';
export { Slider } from '@chakra-ui/react/slider';
export { Switch } from '@chakra-ui/react/switch';
export { Tabs } from '@chakra-ui/react/tabs';
export { Toast, Toaster, createToaster } from '@chakra-ui/react/toast';
