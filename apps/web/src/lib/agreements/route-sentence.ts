import { resolveSteps, type ActingRole, type GroupMode, type RecipientRole } from '@signet/contracts';
import type { TFunction } from 'i18next';
import { partyLabel } from './party-label';

/** A recipient as the route sentence needs it (an agreement's, or a template's role). */
export interface RouteParty {
  role: RecipientRole;
  order: number;
  name: string;
  email: string;
  /** A template's role ("Employee"): the sentence names the role. */
  roleName?: string | undefined;
  /** Absent in older replies: the signing-order switch then says the step. */
  step?: number | null | undefined;
  group?: GroupMode | undefined;
  copyAtSend?: boolean | undefined;
  /** The company the recipient acts for (issue 34): named with it. */
  partyName?: string | null | undefined;
}

/** Sentences as one paragraph: Chinese sentences follow each other without a space. */
export const joinSentences = (sentences: readonly string[], language: string): string => sentences.join(language.startsWith('zh') ? '' : ' ');


/**
 * The route in words, one sentence per step and one for the copies and viewers: "1. Mia Chen
 * approves." "2. Ann Lee and Ben Wu sign, any one of them." "Copies: finance@example.com." Copies
 * are named by their address, which is where the sealed document goes.
 */
export function routeSentences(t: TFunction, parties: readonly RouteParty[], signingOrder: boolean): string[] {
  const nameOf = (party: RouteParty) => party.roleName || partyLabel(t, { ...party, name: party.name || party.email });
  const ordered = [...parties].sort((a, b) => a.order - b.order);
  const derived = resolveSteps(ordered.map((party) => ({ role: party.role })), signingOrder);
  const stepOf = (party: RouteParty, index: number) => (party.step === undefined ? derived[index] : party.step) ?? null;
  const list = (names: readonly string[]) =>
    names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(t('flow.route.sentence.nameSeparator'))}${t('flow.route.sentence.nameLast')}${names.at(-1)}`;

  const steps = [...new Set(ordered.map(stepOf).filter((step): step is number => step !== null))].sort((a, b) => a - b);
  const sentences = steps.map((step, place) => {
    const members = ordered.filter((party, index) => stepOf(party, index) === step);
    const roles = [...new Set(members.map((party) => party.role as ActingRole))];
    const any = members.length >= 2 && members[0]?.group === 'any';
    const clauseOf = (role: ActingRole) => {
      const names = members.filter((party) => party.role === role).map(nameOf);
      return t(`flow.route.sentence.${role}`, { names: list(names), count: names.length });
    };
    const [only] = roles;
    const clauses =
      any && roles.length === 1 && only
        ? t(`flow.route.sentence.anyOf_${only}`, { names: list(members.map(nameOf)) })
        : `${roles.map(clauseOf).join(t('flow.route.sentence.clauseSeparator'))}${any ? t('flow.route.sentence.anySuffix') : ''}`;
    return t('flow.route.sentence.step', { n: place + 1, clauses });
  });

  const copies = ordered.filter((party) => party.role === 'copy');
  if (copies.length > 0) {
    const names = copies.map((party) => {
      const name = party.roleName || party.email || party.name;
      return party.copyAtSend ? t('flow.route.sentence.copyAtSend', { name }) : name;
    });
    sentences.push(t('flow.route.sentence.copies', { names: list(names) }));
  }
  const viewers = ordered.filter((party) => party.role === 'viewer');
  if (viewers.length > 0) sentences.push(t('flow.route.sentence.viewers', { names: list(viewers.map(nameOf)) }));
  return sentences;
}
