import { chakra, type HTMLChakraProps } from '@market/ui/chakra';
import { LuChevronDown } from 'react-icons/lu';

/*
 * The styles of Chakra's NativeSelect (theme/recipes/native-select.js) in its `outline` variant at
 * size `sm`, written out: the `chakra-select` facade brings Chakra's select recipes, the field
 * context of Ark and the slot-recipe machinery (~5 KB gzip) to a page whose only select is a sort
 * order (ADR 041).
 */
const Root = chakra('div', {
  base: { '--select-field-height': 'sizes.9', height: 'fit-content', display: 'flex', width: '100%', position: 'relative' },
});
const Field = chakra('select', {
  base: {
    width: '100%',
    minWidth: '0',
    outline: '0',
    appearance: 'none',
    borderRadius: 'l2',
    '--input-height': 'var(--select-field-height)',
    height: 'var(--select-field-height)',
    _disabled: { layerStyle: 'disabled' },
    focusVisibleRing: 'inside',
    lineHeight: 'normal',
    '& > option, & > optgroup': { bg: 'bg' },
    bg: 'transparent',
    borderWidth: '1px',
    borderColor: 'border',
    textStyle: 'sm',
    ps: '2.5',
    pe: '8',
  },
});
const Indicator = chakra('div', {
  base: {
    position: 'absolute',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    pointerEvents: 'none',
    top: '50%',
    transform: 'translateY(-50%)',
    height: '100%',
    color: 'fg.muted',
    _icon: { width: '1em', height: '1em' },
    textStyle: 'md',
    insetEnd: '2',
  },
});

/**
 * A native `<select>` drawn like Chakra's `<NativeSelect.Root size="sm">`: the props go to the
 * select element (`aria-label`, `value`, `onChange`, style props); `rootProps` to its wrapper.
 */
export function PlainSelect({ rootProps, children, ...props }: HTMLChakraProps<'select'> & { rootProps?: HTMLChakraProps<'div'> }) {
  return (
    <Root className="chakra-native-select__root" {...rootProps}>
      <Field className="chakra-native-select__field" {...props}>
        {children}
      </Field>
      <Indicator className="chakra-native-select__indicator">
        <LuChevronDown aria-hidden />
      </Indicator>
    </Root>
  );
}
