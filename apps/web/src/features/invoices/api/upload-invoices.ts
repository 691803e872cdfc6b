import { invoiceFileField } from '@portal/contract/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callAction, unwrap } from '../../../lib/api.ts';
import { invoicesKey } from './get-invoices.ts';

/**
 * Sends the chosen images as multipart in `filepond`, with the token in the Authorization header only
 * (decision 011); with `resubmitId`, one image replaces a rejected invoice's.
 */
export function useUploadInvoices() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ files, resubmitId }: { files: readonly File[]; resubmitId: number | null }) =>
      unwrap(
        await callAction('uploadInvoice', resubmitId === null ? {} : { invoice_id: resubmitId }, {
          auth: true,
          quiet: true,
          files: { [invoiceFileField]: files },
        }),
      ).data,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: invoicesKey }),
        // the raffle pages count invoices waiting for review
        client.invalidateQueries({ queryKey: ['accounts', 'raffles'] }),
      ]);
    },
  });
}
