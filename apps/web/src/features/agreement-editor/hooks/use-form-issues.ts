import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { FieldIssue } from '../lib/form-issues';
import type { Step1Values } from '../lib/draft-form';

const touches = (issuePath: string, changed: string) =>
  issuePath === changed || changed.startsWith(`${issuePath}.`) || issuePath.startsWith(`${changed}.`);

/**
 * Messages shown at fields (from the checks or the server), each cleared as soon as
 * its field is edited. `show` also moves focus to the first one, so a keyboard or
 * screen-reader user lands where the problem is.
 */
export function useFormIssues(form: UseFormReturn<Step1Values>) {
  const [issues, setIssues] = useState<FieldIssue[]>([]);

  useEffect(() => {
    const subscription = form.watch((_, { name }) => {
      if (!name) return;
      setIssues((current) => {
        const next = current.filter((issue) => !touches(issue.path, name));
        return next.length === current.length ? current : next;
      });
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const show = (next: FieldIssue[]) => {
    setIssues(next);
    const first = next[0];
    if (first) requestAnimationFrame(() => focusIssue(form, first.path));
  };

  return { issues, show, clear: () => setIssues([]) };
}

function focusIssue(form: UseFormReturn<Step1Values>, path: string) {
  const row = /^recipients\.(\d+)$/.exec(path);
  if (row) {
    const index = Number(row[1]);
    const recipient = form.getValues(`recipients.${index}`);
    return form.setFocus(recipient.name.trim() === '' || recipient.email.trim() !== '' ? `recipients.${index}.name` : `recipients.${index}.email`);
  }
  if (path === 'documents' || path === 'recipients' || path === 'selfSign') {
    const section = document.getElementById(`step1-${path}`);
    section?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    section?.querySelector<HTMLElement>('button, input')?.focus({ preventScroll: true });
    return;
  }
  form.setFocus(path as Parameters<typeof form.setFocus>[0]);
}
