import { postcardFilePath } from '@portal/contract/postcards';
import { postcardPrint } from '@portal/domain/postcard';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { errorMessageOf } from '../../../lib/api.ts';
import { authorizedFileQueryOptions, useBlobImage } from '../../../lib/authorized-files.ts';
import { showToast } from '../../../lib/toasts.ts';

type Faces = { front: Blob; back: Blob };

/**
 * The two print faces (300 dpi PNG) on a sheet of their own, one per A6 landscape page. On screen it is not
 * shown; in print it is the only thing shown (postcard-orders.css). The page size is set only while the sheet
 * exists, since @page cannot be scoped to one element and the site's other pages print on the user's paper.
 */
function PrintSheet({ faces, onPrinted }: { faces: Faces; onPrinted: () => void }) {
  const sheet = useRef<HTMLDivElement>(null);
  const front = useBlobImage(faces.front);
  const back = useBlobImage(faces.back);

  useEffect(() => {
    if (!sheet.current) return;
    let cancelled = false;
    window.addEventListener('afterprint', onPrinted, { once: true });
    // the print dialog must see the faces drawn, not an empty sheet
    void Promise.all([...sheet.current.querySelectorAll('img')].map((image) => image.decode())).then(
      () => {
        if (!cancelled) window.print();
      },
      () => {
        if (!cancelled) onPrinted();
      },
    );
    return () => {
      cancelled = true;
      window.removeEventListener('afterprint', onPrinted);
    };
  }, [onPrinted]);

  return createPortal(
    <div ref={sheet} className="postcard-print" aria-hidden="true">
      {/* A6 landscape, in millimetres: Chromium does not know the A6 keyword */}
      <style>{`@page { size: ${postcardPrint.widthMm}mm ${postcardPrint.heightMm}mm; margin: 0; }`}</style>
      <img ref={front} alt="" />
      <img ref={back} alt="" />
    </div>,
    document.body,
  );
}

/**
 * Prints a paid card from the browser (decision 033): the server's print files of both faces, not the screen's
 * previews, so the paper shows exactly what a print shop would get. `busy` while the faces are fetched (a
 * failure is toasted); the sheet stays until the browser says printing is over (afterprint), and each Print
 * makes a new one.
 */
export function useCardPrint(orderNumber: string) {
  const queryClient = useQueryClient();
  const [sheet, setSheet] = useState<{ faces: Faces; round: number } | null>(null);
  const closeSheet = useCallback(() => setSheet(null), []);
  const load = useMutation({
    mutationFn: async () => {
      const [front, back] = await Promise.all(
        (['front.png', 'back.png'] as const).map((file) =>
          queryClient.fetchQuery(authorizedFileQueryOptions(postcardFilePath(orderNumber, file))),
        ),
      );
      return { front: front!, back: back! };
    },
    onSuccess: (faces) => setSheet((current) => ({ faces, round: (current?.round ?? 0) + 1 })),
    onError: (error) => showToast('error', errorMessageOf(error)),
  });
  return {
    print: () => load.mutate(),
    busy: load.isPending,
    sheet: sheet && <PrintSheet key={sheet.round} faces={sheet.faces} onPrinted={closeSheet} />,
  };
}
