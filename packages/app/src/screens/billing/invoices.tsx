import type { Invoice, InvoiceStatus } from '@hlidka/contract';
import { saveFile, useDownloadInvoice, useInvoices } from '@hlidka/data';
import { Badge, Button, EmptyState, Pagination, Select, toast } from '@hlidka/ui';
import { Download, FileText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { formatDate, formatMoney } from '../../lib/format';
import { InvoiceDetail } from './invoice-detail';
import { invoiceStatusVariant } from './parts';
import '../../i18n/areas/billing';
import { useLanguage } from '../../i18n';
import { PageHeader, ScreenFrame } from '../common/page-header';
import { LoadError, LoadingBlock } from '../common/query-states';
import { Section } from '../common/section';
import { TableScroll, usePaginationLabels } from '../common/tables';
import { errorText } from '../common/wording';

const PAGE_SIZE = 10;
const STATUSES: InvoiceStatus[] = ['paid', 'open', 'void', 'uncollectible', 'draft'];

/** /subscription/invoices: the list with paging and a status filter, a detail, the PDF. */
export default function InvoicesScreen() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const labels = usePaginationLabels();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<InvoiceStatus | 'all'>('all');
  const [open, setOpen] = useState<string | null>(null);
  const { invoices, pagination, error, isLoading, mutate } = useInvoices({
    page,
    limit: PAGE_SIZE,
    status: status === 'all' ? undefined : status,
  });
  const download = useDownloadInvoice();
  const [downloading, setDownloading] = useState<string | null>(null);

  async function pdf(invoice: Invoice) {
    setDownloading(invoice.id);
    try {
      const file = await download(invoice.id, `${t('billing.invoices.filePrefix')}-${invoice.number}.pdf`);
      saveFile(file.blob, file.filename);
    } catch (caught) {
      toast({
        variant: 'destructive',
        title: t('billing.invoices.downloadFailed'),
        description: errorText(caught, ''),
      });
    } finally {
      setDownloading(null);
    }
  }

  return (
    <ScreenFrame>
      <PageHeader
        title={t('billing.invoices.title')}
        description={t('billing.invoices.description')}
        back={{ href: '/subscription', label: t('billing.shared.backToSubscription') }}
      />
      <Section
        title={t('billing.invoices.list')}
        actions={
          <Select
            aria-label={t('billing.invoices.filter')}
            className="w-44"
            options={[
              { id: 'all', label: t('billing.invoices.allStatuses') },
              ...STATUSES.map((id) => ({ id, label: t(`billing.invoiceStatus.${id}`) })),
            ]}
            selectedKey={status}
            onSelectionChange={(key) => {
              setStatus((key as InvoiceStatus | 'all' | null) ?? 'all');
              setPage(1);
            }}
          />
        }
      >
        {isLoading && !invoices && <LoadingBlock lines={6} />}
        {error && !invoices && <LoadError error={error} onRetry={() => void mutate()} />}
        {invoices && invoices.length === 0 && (
          <EmptyState
            headingLevel={3}
            icon={<FileText />}
            title={t('billing.invoices.empty')}
            description={status === 'all' ? t('billing.invoices.emptyDescription') : undefined}
          />
        )}
        {invoices && invoices.length > 0 && (
          <TableScroll label={t('billing.invoices.list')}>
            <table className="w-full min-w-[36rem] text-left text-sm">
              <caption className="sr-only">{t('billing.invoices.list')}</caption>
              <thead className="bg-muted/50 text-muted-foreground text-xs">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('billing.invoices.number')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('billing.invoices.issued')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    {t('billing.invoices.amount')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('billing.invoices.status')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    <span className="sr-only">{t('billing.invoices.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {invoices.map((invoice) => (
                  <tr key={invoice.id}>
                    <td className="px-3 py-2 font-medium">{invoice.number}</td>
                    <td className="whitespace-nowrap px-3 py-2">{formatDate(invoice.issuedAt, lng)}</td>
                    <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                      {formatMoney(invoice.amount, invoice.currency, lng)}
                    </td>
                    <td className="px-3 py-2">
                      <Badge variant={invoiceStatusVariant[invoice.status]}>
                        {t(`billing.invoiceStatus.${invoice.status}`)}
                      </Badge>
                    </td>
                    <td className="px-3 py-2">
                      <div className="flex justify-end gap-1">
                        <Button
                          variant="ghost"
                          size="sm"
                          onClick={() => setOpen(invoice.id)}
                          aria-label={t('billing.invoices.detailOf', { number: invoice.number })}
                        >
                          {t('billing.invoices.detail')}
                        </Button>
                        <Button
                          variant="outline"
                          size="sm"
                          isLoading={downloading === invoice.id}
                          loadingLabel={t('billing.invoices.downloading')}
                          onClick={() => void pdf(invoice)}
                          aria-label={t('billing.invoices.pdfOf', { number: invoice.number })}
                        >
                          <Download aria-hidden="true" />
                          PDF
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
        {pagination && pagination.totalPages > 1 && (
          <Pagination page={page} pageCount={pagination.totalPages} onPageChange={setPage} labels={labels} />
        )}
      </Section>
      {open && <InvoiceDetail id={open} onClose={() => setOpen(null)} onDownload={(invoice) => void pdf(invoice)} />}
    </ScreenFrame>
  );
}
