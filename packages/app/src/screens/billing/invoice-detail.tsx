import type { Invoice } from '@hlidka/contract';
import { useInvoice } from '@hlidka/data';
import { Badge, Button, Dialog } from '@hlidka/ui';
import { Download } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { formatDate, formatMoney } from '../../lib/format';
import { invoiceStatusVariant } from './parts';
import '../../i18n/areas/billing';
import { useLanguage } from '../../i18n';
import { Field, LoadError, LoadingBlock } from '../common/query-states';

/** One invoice (GET /api/invoices/{id}): amounts with VAT, dates, the PDF. */
export function InvoiceDetail({
  id,
  onClose,
  onDownload,
}: {
  id: string;
  onClose: () => void;
  onDownload: (invoice: Invoice) => void;
}) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { invoice, error, isLoading, mutate } = useInvoice(id);
  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={invoice ? t('billing.invoices.detailTitle', { number: invoice.number }) : t('billing.invoices.detail')}
      closeLabel={t('common.close')}
      footer={
        invoice ? (
          <Button variant="outline" onClick={() => onDownload(invoice)}>
            <Download aria-hidden="true" />
            {t('billing.invoices.downloadPdf')}
          </Button>
        ) : undefined
      }
    >
      {isLoading && !invoice && <LoadingBlock lines={4} />}
      {error && !invoice && <LoadError error={error} onRetry={() => void mutate()} />}
      {invoice && (
        <dl className="grid grid-cols-2 gap-3">
          <Field strong label={t('billing.invoices.status')}>
            <Badge variant={invoiceStatusVariant[invoice.status]}>{t(`billing.invoiceStatus.${invoice.status}`)}</Badge>
          </Field>
          <Field strong label={t('billing.invoices.issued')}>
            {formatDate(invoice.issuedAt, lng)}
          </Field>
          {invoice.description && (
            <Field strong className="col-span-2" label={t('billing.invoices.item')}>
              {invoice.description}
            </Field>
          )}
          {invoice.periodStart && invoice.periodEnd && (
            <Field strong label={t('billing.invoices.period')}>
              {formatDate(invoice.periodStart, lng)} – {formatDate(invoice.periodEnd, lng)}
            </Field>
          )}
          {invoice.dueAt && (
            <Field strong label={t('billing.invoices.due')}>
              {formatDate(invoice.dueAt, lng)}
            </Field>
          )}
          {invoice.paidAt && (
            <Field strong label={t('billing.invoices.paid')}>
              {formatDate(invoice.paidAt, lng)}
            </Field>
          )}
          {invoice.subtotal !== undefined && (
            <Field strong label={t('billing.invoices.subtotal')}>
              {formatMoney(invoice.subtotal, invoice.currency, lng)}
            </Field>
          )}
          {invoice.vatRate !== undefined && (
            <Field strong label={t('billing.invoices.vat', { rate: invoice.vatRate })}>
              {invoice.reverseCharge
                ? t('billing.invoices.reverseCharge')
                : formatMoney(invoice.vatAmount ?? 0, invoice.currency, lng)}
            </Field>
          )}
          <Field strong label={t('billing.invoices.total')}>
            {formatMoney(invoice.amount, invoice.currency, lng)}
          </Field>
        </dl>
      )}
    </Dialog>
  );
}
