import {
  HELP_MESSAGE_MAX_LENGTH,
  HELP_MESSAGE_MIN_LENGTH,
  type HelpCategory,
  type HelpContactData,
  helpCategorySchema,
} from '@hlidka/contract';
import { useHelpContact, useUser } from '@hlidka/data';
import { Button, Select, TextField, toast } from '@hlidka/ui';
import { CircleCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { isValidEmail } from '../auth-parts';
import { FormFailure } from '../common/form-parts';
import { errorWording, fieldErrorWordings, type Wording, wordedAll } from '../common/wording';
import '../../i18n/areas/help';
import { PageHeader, ScreenFrame } from '../common/page-header';
import { Section } from '../common/section';

type Values = { name: string; email: string; subject: string; message: string; category: HelpCategory };
type Errors = Partial<Record<keyof Values | 'form', Wording>>;

/** Problems of the contact form as translation keys per field. */
export function validateContact(values: Values): Partial<Record<keyof Values, string>> {
  const problems: Partial<Record<keyof Values, string>> = {};
  if (!values.name.trim()) problems.name = 'required';
  if (!isValidEmail(values.email)) problems.email = 'email';
  if (values.subject.trim().length < 3) problems.subject = 'subjectShort';
  const length = values.message.trim().length;
  if (length < HELP_MESSAGE_MIN_LENGTH) problems.message = 'messageShort';
  else if (length > HELP_MESSAGE_MAX_LENGTH) problems.message = 'messageLong';
  return problems;
}

/** /help/contact: a validated message to support, stored and e-mailed, with a confirmation and its reference. */
export default function HelpContactScreen() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const send = useHelpContact();
  const [values, setValues] = useState<Values>({ name: '', email: '', subject: '', message: '', category: 'general' });
  const [touched, setTouched] = useState<{ name?: boolean; email?: boolean }>({});
  const [problems, setProblems] = useState<Errors>({});
  const errors = wordedAll(problems, t);
  const [sent, setSent] = useState<HelpContactData | null>(null);
  // The signed-in user's name and e-mail fill the form until changed.
  const name = touched.name ? values.name : values.name || (user ? `${user.firstName} ${user.lastName}`.trim() : '');
  const email = touched.email ? values.email : values.email || user?.email || '';
  const current = { ...values, name, email };
  const set = (field: keyof Values) => (value: string) => {
    setValues((old) => ({ ...old, [field]: value }));
    if (field === 'name' || field === 'email') setTouched((old) => ({ ...old, [field]: true }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    for (const [field, problem] of Object.entries(validateContact(current))) {
      found[field as keyof Values] = {
        key: `help.contact.errors.${problem}`,
        params: { min: HELP_MESSAGE_MIN_LENGTH, max: HELP_MESSAGE_MAX_LENGTH },
      };
    }
    setProblems(found);
    if (Object.keys(found).length) return;
    try {
      const answer = await send.trigger({
        name: current.name.trim(),
        email: current.email.trim(),
        subject: current.subject.trim(),
        message: current.message.trim(),
        category: current.category,
      });
      setSent(answer);
      toast({ title: t('help.contact.sentToast') });
    } catch (caught) {
      setProblems({ ...fieldErrorWordings(caught), form: errorWording(caught, 'help.contact.failed') });
    }
  }

  return (
    <ScreenFrame>
      <PageHeader
        title={t('help.contact.title')}
        description={t('help.contact.description')}
        back={{ href: '/help', label: t('help.article.back') }}
      />
      {sent ? (
        <Section title={t('help.contact.sentTitle')}>
          <div role="status" className="flex items-start gap-3 text-sm">
            <CircleCheck aria-hidden="true" className="size-8 shrink-0 text-success" />
            <div className="flex flex-col gap-1">
              <p>{t('help.contact.sentText', { reference: sent.request.reference })}</p>
              {sent.confirmationSent && (
                <p className="text-muted-foreground">{t('help.contact.confirmationSent', { email: current.email })}</p>
              )}
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <Link href="/help">{t('help.article.back')}</Link>
            </Button>
            <Button
              variant="outline"
              onClick={() => {
                setSent(null);
                setValues((old) => ({ ...old, subject: '', message: '' }));
              }}
            >
              {t('help.contact.another')}
            </Button>
          </div>
        </Section>
      ) : (
        <Section title={t('help.contact.formTitle')}>
          <form noValidate onSubmit={submit} className="flex flex-col gap-4">
            {errors.form && (
              <FormFailure title={t('help.contact.failed')}>
                {errors.form !== t('help.contact.failed') && errors.form}
              </FormFailure>
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={t('help.contact.name')}
                autoComplete="name"
                value={name}
                onChange={set('name')}
                isRequired
                isInvalid={Boolean(errors.name)}
                errorMessage={errors.name}
              />
              <TextField
                label={t('help.contact.email')}
                type="email"
                autoComplete="email"
                value={email}
                onChange={set('email')}
                isRequired
                isInvalid={Boolean(errors.email)}
                errorMessage={errors.email}
              />
              <Select
                label={t('help.contact.category')}
                options={helpCategorySchema.options.map((id) => ({ id, label: t(`help.contact.categories.${id}`) }))}
                selectedKey={values.category}
                onSelectionChange={(key) => key && set('category')(String(key))}
              />
              <TextField
                label={t('help.contact.subject')}
                value={values.subject}
                onChange={set('subject')}
                isRequired
                isInvalid={Boolean(errors.subject)}
                errorMessage={errors.subject}
              />
            </div>
            <TextField
              label={t('help.contact.message')}
              multiline
              value={values.message}
              onChange={set('message')}
              isRequired
              description={t('help.contact.messageHint', {
                count: values.message.trim().length,
                max: HELP_MESSAGE_MAX_LENGTH,
              })}
              isInvalid={Boolean(errors.message)}
              errorMessage={errors.message}
            />
            <div>
              <Button type="submit" isLoading={send.isMutating} loadingLabel={t('help.contact.sending')}>
                {t('help.contact.submit')}
              </Button>
            </div>
          </form>
        </Section>
      )}
    </ScreenFrame>
  );
}
