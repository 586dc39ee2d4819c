import { Button } from '@market/ui/chakra';
import { useRef, useState } from 'react';
import { LuUpload } from 'react-icons/lu';
import { ProductImportDialog } from '../import/product-import-dialog';

/**
 * '상품 일괄 등록' in the products page header: opens the import dialog (CSV / .xlsx, preview,
 * job progress). `onImported` runs once an import completes (reload the list and tiles). Focus
 * returns to this button when the dialog closes.
 */
export function ProductImportButton({ onImported }: { onImported: () => void }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={buttonRef} variant="outline" size="sm" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <LuUpload aria-hidden />
        상품 일괄 등록
      </Button>
      <ProductImportDialog open={open} onClose={() => setOpen(false)} onImported={onImported} finalFocus={buttonRef} />
    </>
  );
}
