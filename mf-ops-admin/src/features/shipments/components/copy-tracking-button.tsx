import { IconButton } from '@market/ui/chakra';
import { ADMIN_SHIPMENT_MESSAGES } from '@market/domain/admin-shipments';
import { toaster } from '@market/ui/toaster';
import { LuCopy } from 'react-icons/lu';

/** Copies a tracking number to the clipboard with the spec's notice '송장번호 복사됨'. */
export function CopyTrackingButton({ trackingNumber }: { trackingNumber: string }) {
  return (
    <IconButton
      size="2xs"
      variant="ghost"
      aria-label={`송장번호 ${trackingNumber} 복사`}
      onClick={async (e) => {
        e.stopPropagation();
        try {
          await navigator.clipboard.writeText(trackingNumber);
          toaster.create({
            type: 'success',
            title: ADMIN_SHIPMENT_MESSAGES.copiedTitle,
            description: ADMIN_SHIPMENT_MESSAGES.copiedDescription,
            duration: 3000,
          });
        } catch {
          toaster.create({ type: 'error', title: '복사하지 못했습니다', description: '브라우저가 클립보드 사용을 허용하지 않았습니다.' });
        }
      }}
    >
      <LuCopy />
    </IconButton>
  );
}
