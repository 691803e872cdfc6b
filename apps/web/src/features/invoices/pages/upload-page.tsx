import { maxInvoiceFiles, type UserInvoice } from '@portal/contract/invoices';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../../components/link.tsx';
import { errorMessageOf } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { signInPath, useSignedIn } from '../../../lib/session.ts';
import { useInvoices } from '../api/get-invoices.ts';
import { useRaffleCampaign } from '../api/get-raffle-campaign.ts';
import { useUploadInvoices } from '../api/upload-invoices.ts';
import { CampaignTabs } from '../components/campaign-tabs.tsx';
import { InvoicePicker } from '../components/invoice-picker.tsx';
import { fileProblem, mergeFiles, resubmitTarget } from '../invoice-files.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** Which rejected invoice is being replaced, with the moderator's note, when the list knows it. */
function ResubmitNote({ invoiceId }: { invoiceId: number }) {
  const { t } = useTranslation();
  const invoice = useInvoices().data?.find((i) => i.id === invoiceId);
  if (!invoice) return null;
  return (
    <div className="invoice-note">
      <p>
        {t('invoices.upload.replacing')} <bdi dir="ltr">{invoice.invoice_number}</bdi>
      </p>
      {invoice.notes && (
        <p>
          {t('invoices.list.note')} {invoice.notes}
        </p>
      )}
    </div>
  );
}

function Uploaded({ invoices, onMore }: { invoices: UserInvoice[]; onMore: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="upload-done" role="status">
      <p className="upload-done__title">{t('invoices.upload.done_message', { count: invoices.length })}</p>
      <ul className="upload-done__numbers">
        {invoices.map((invoice) => (
          <li key={invoice.id}>
            <bdi dir="ltr">{invoice.invoice_number}</bdi>
          </li>
        ))}
      </ul>
      <div className="upload-done__actions">
        <Link className="button" to="/invoics">
          {t('invoices.upload.done')}
        </Link>
        <button type="button" className="button button--quiet" onClick={onMore}>
          {t('invoices.upload.more')}
        </button>
      </div>
    </div>
  );
}

function UploadForm({ resubmitId }: { resubmitId: number | null }) {
  const { t } = useTranslation();
  const upload = useUploadInvoices();
  const campaign = useRaffleCampaign();
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();
  const limit = resubmitId === null ? maxInvoiceFiles : 1;

  const add = (added: File[]) => {
    upload.reset();
    const refused = added.map((file) => [file, fileProblem(file)] as const).filter(([, p]) => p !== null);
    const accepted = added.filter((file) => fileProblem(file) === null);
    const { files: next, dropped } = mergeFiles(files, accepted, limit);
    setFiles(next);
    if (refused.length > 0) {
      const [file, kind] = refused[0]!;
      setProblem(t(`invoices.upload.problem_${kind}`, { name: file.name }));
    } else if (dropped > 0) {
      setProblem(t('invoices.upload.problem_count', { count: maxInvoiceFiles }));
    } else {
      setProblem(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (files.length === 0) {
      setProblem(t('invoices.upload.problem_none'));
      return;
    }
    setProblem(null);
    upload.mutate({ files, resubmitId });
  };

  if (upload.isSuccess) {
    return (
      <Uploaded
        invoices={upload.data}
        onMore={() => {
          setFiles([]);
          upload.reset();
        }}
      />
    );
  }

  // new invoices go to the campaign open today; a rejected one can be replaced at any time
  if (resubmitId === null && campaign.data && !campaign.data.open) {
    return (
      <p className="invoices-moderated" role="status">
        {t('errors.no_open_raffle')}
      </p>
    );
  }

  const failure = problem ?? (upload.isError ? errorMessageOf(upload.error) : null);
  return (
    <form className="upload-form" onSubmit={submit} noValidate aria-busy={upload.isPending}>
      {resubmitId !== null && <ResubmitNote invoiceId={resubmitId} />}
      <InvoicePicker
        files={files}
        multiple={resubmitId === null}
        disabled={upload.isPending}
        describedBy={failure ? problemId : undefined}
        onAdd={add}
        onRemove={(index) => setFiles(files.filter((_, i) => i !== index))}
      />
      {failure && (
        <p id={problemId} className="form-error" role="alert">
          {failure}
        </p>
      )}
      {upload.isPending && (
        <p className="upload-form__progress" role="status">
          <progress aria-label={t('invoices.upload.sending')} />
          {t('invoices.upload.sending')}
        </p>
      )}
      <button type="submit" className="button" aria-disabled={upload.isPending} disabled={upload.isPending}>
        {resubmitId === null ? t('invoices.upload.submit', { count: files.length }) : t('invoices.upload.submit_again')}
      </button>
    </form>
  );
}

/** /upload: invoice images for the spend-and-win raffle, with its About, Terms and FAQ (spec part 1 §2). */
export function UploadPage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const [search] = useSearchParams();
  const resubmitId = resubmitTarget(search);
  const title = resubmitId === null ? t('invoices.upload.title') : t('invoices.upload.resubmit_title');
  useDocumentTitle(title);
  return (
    <div className="page container upload-page">
      <h1 className="page__title">{title}</h1>
      <nav className="invoices-links" aria-label={t('invoices.related')}>
        <Link to="/invoics">{t('invoices.list.title')}</Link>
        <Link to="/all-raffles">{t('invoices.raffles')}</Link>
      </nav>
      {signedIn ? (
        <UploadForm key={resubmitId ?? 'new'} resubmitId={resubmitId} />
      ) : (
        <div className="empty-state">
          <Link className="button" to={signInPath(`/upload${resubmitId ? `?invoice=${resubmitId}` : ''}`)}>
            {t('invoices.upload.login')}
          </Link>
        </div>
      )}
      <CampaignTabs />
    </div>
  );
}
