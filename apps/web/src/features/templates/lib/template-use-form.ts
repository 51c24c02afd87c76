import { ZEmail, ZPhoneNumber, fieldValueProblem, readOnlyFieldsProblem, resolveSteps, type FieldOption, type FieldType, type FieldValidation, type FieldValueProblem, type GroupMode, type RecipientRole, type SignerVerificationMethod, type Template, type UseTemplateInput } from '@signet/contracts';

/**
 * Why the form cannot go yet: a name or e-mail missing, an e-mail that is not one, a role's mobile
 * number missing or wrong, a read-only value left empty, or a value its field's rules refuse.
 */
export type RoleProblem = 'missing' | 'email_invalid' | 'phone_invalid' | 'read_only_empty' | 'value_invalid';

/** The fields the sender may fill when using a template (names and e-mails are the signer's). */
export const PREFILL_TYPES = ['text', 'checkbox', 'number', 'date', 'dropdown', 'radio', 'phone', 'textarea', 'label'] as const;
export type PrefillType = (typeof PREFILL_TYPES)[number];
const isPrefillType = (type: FieldType): type is PrefillType => (PREFILL_TYPES as readonly string[]).includes(type);

/** A role of the version being used, and the person the sender gives it. */
export interface RoleFillValues {
  roleId: bigint;
  roleName: string;
  role: RecipientRole;
  /** The role's step in the template's route (null for copies and viewers), and its step's group. */
  step: number | null;
  group: GroupMode;
  /** A fixed person from the template; the sender may still give someone else this once. */
  pinned: { name: string; email: string } | null;
  name: string;
  email: string;
  accessCode: string;
  /** How the role proves who they are (issue 35); an SMS code needs the person's number, never kept in the template. */
  verification: SignerVerificationMethod;
  phone: string;
}

/** A field the sender may fill before sending, with the rules its value must meet. */
export interface PrefillValues {
  fieldId: bigint;
  type: PrefillType;
  validation: FieldValidation | null;
  options: readonly FieldOption[] | null;
  label: string;
  roleName: string;
  readOnly: boolean;
  /** The template's default, to send only what changed. */
  original: string;
  value: string;
}

export interface TemplateUseValues {
  name: string;
  subject: string;
  message: string;
  roles: RoleFillValues[];
  prefill: PrefillValues[];
}

type Content = NonNullable<Template['content']>;

/** The form as the template's latest version sets it: fixed people filled, defaults in place. */
export function templateUseDefaults(template: Template & { content: Content }): TemplateUseValues {
  const { content } = template;
  const roles = [...content.recipients].sort((a, b) => a.order - b.order);
  const roleNames = new Map(roles.map((role) => [String(role.id), role.roleName ?? '']));
  // An older reply carries no steps: the signing order says them.
  const derived = resolveSteps(roles.map((role) => ({ role: role.role })), content.signingOrder);
  return {
    name: content.name,
    subject: content.subject,
    message: content.message,
    roles: roles.map((role, index) => ({
      roleId: role.id,
      roleName: role.roleName ?? '',
      role: role.role,
      step: role.step === undefined ? (derived[index] ?? null) : role.step,
      group: role.group ?? 'all',
      pinned: role.email ? { name: role.name, email: role.email } : null,
      name: role.name,
      email: role.email,
      accessCode: '',
      verification: role.verification ?? (role.accessCode ? 'access_code' : 'none'),
      phone: '',
    })),
    prefill: content.fields.flatMap((field) => {
      if (!isPrefillType(field.type)) return [];
      const original = field.defaultValue ?? (field.type === 'checkbox' ? 'false' : '');
      return [
        {
          fieldId: field.id,
          type: field.type,
          validation: field.validation ?? null,
          options: field.options ?? null,
          label: field.label,
          roleName: roleNames.get(String(field.recipientId)) ?? '',
          readOnly: field.readOnly ?? false,
          original,
          value: original,
        },
      ];
    }),
  };
}

/**
 * What the form asks before calling: a name and a valid e-mail for every role and, to send, a
 * value for every read-only text (the signer cannot give one; a draft may still wait for it).
 * Paths are the form's.
 */
export function templateUseProblems(values: TemplateUseValues, send: boolean): { path: string; problem: RoleProblem; value?: FieldValueProblem }[] {
  const problems: { path: string; problem: RoleProblem; value?: FieldValueProblem }[] = [];
  values.roles.forEach((role, index) => {
    if (role.name.trim() === '') problems.push({ path: `roles.${index}.name`, problem: 'missing' });
    if (role.email.trim() === '') problems.push({ path: `roles.${index}.email`, problem: 'missing' });
    else if (!ZEmail.safeParse(role.email.trim()).success) problems.push({ path: `roles.${index}.email`, problem: 'email_invalid' });
    if (role.verification === 'sms_code' && !ZPhoneNumber.safeParse(role.phone).success) problems.push({ path: `roles.${index}.phone`, problem: 'phone_invalid' });
  });
  values.prefill.forEach((field, index) => {
    // The rules the server checks again (a label is its text, a checkbox true or false).
    const value = fieldProblemOf(field);
    if (value) problems.push({ path: `prefill.${index}.value`, problem: 'value_invalid', value });
  });
  if (send) {
    // The contracts' rule, so the form asks for exactly what the server would refuse.
    const empty = readOnlyFieldsProblem(values.prefill.map((field) => ({ recipientId: field.fieldId, type: field.type, readOnly: field.readOnly, defaultValue: field.value })));
    for (const index of empty?.fieldIndexes ?? []) problems.push({ path: `prefill.${index}.value`, problem: 'read_only_empty' });
  }
  return problems;
}

/** What the field's rules say of a filled-in value; an empty one is left to the read-only check. */
export function fieldProblemOf(field: Pick<PrefillValues, 'type' | 'validation' | 'options' | 'value'>): FieldValueProblem | null {
  if (field.value.trim() === '' || field.type === 'checkbox' || field.type === 'label') return null;
  try {
    return fieldValueProblem(field, field.value.trim());
  } catch {
    // A template's pattern the browser cannot compile is the server's to judge.
    return null;
  }
}

/**
 * The body of useTemplate: every role's person (a fixed one is sent only when changed),
 * prefilled values that differ from the template's, and the texts the sender changed.
 */
export function templateUseBody(values: TemplateUseValues, defaults: TemplateUseValues, send: boolean): UseTemplateInput {
  const roles = values.roles.flatMap((role) => {
    const name = role.name.trim();
    const email = role.email.trim().toLowerCase();
    const phone = role.verification === 'sms_code' ? ZPhoneNumber.safeParse(role.phone).data : undefined;
    const unchangedPin = role.pinned && role.pinned.name === name && role.pinned.email === email && role.accessCode.trim() === '' && !phone;
    if (unchangedPin) return [];
    return [{ roleId: role.roleId, name, email, ...(role.accessCode.trim() ? { accessCode: role.accessCode.trim() } : {}), ...(phone ? { phone } : {}) }];
  });
  const prefill = values.prefill.filter((field) => field.value !== field.original).map((field) => ({ fieldId: field.fieldId, value: field.value }));
  return {
    roles,
    prefill,
    ...(values.name.trim() !== defaults.name ? { name: values.name.trim() } : {}),
    ...(values.subject.trim() !== defaults.subject ? { subject: values.subject.trim() } : {}),
    ...(values.message.trim() !== defaults.message ? { message: values.message.trim() } : {}),
    send,
  };
}
