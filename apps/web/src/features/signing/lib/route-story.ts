import type { SignerView } from '@signet/contracts';
import { actOf, viewsOnly, type SignerAct } from './signer-role';

/** One act before this recipient's, in the words the page uses: "Mia Chen approved on …". */
export interface RouteDeed {
  name: string;
  deed: 'signed' | 'approved' | 'filled';
  /** ISO time, formatted in the page's language. */
  at: string;
}

/** What a recipient is told about their place in the route (issue 33). */
export interface RouteStory {
  act: SignerAct;
  /** "You are in step 2 of 3"; null when the route has one step. */
  position: { step: number; steps: number } | null;
  /** An any-one-of group: "Any one of you may sign for the group". */
  anyOne: boolean;
  /** Who acted so far, in order; only for a route of several steps. */
  acted: RouteDeed[];
  /** A filler's: the names of those whose fields they fill. */
  fillsFor: string[];
}

type Act = NonNullable<SignerView['route']>['acted'][number];

const deedOf = (act: Act): RouteDeed['deed'] => (act.status === 'approved' ? 'approved' : act.role === 'filler' ? 'filled' : 'signed');

/**
 * The route as this recipient should hear it, or null when it would add nothing: a plain
 * agreement (one all-of step), a viewer or copy recipient (outside the route), or an older
 * server that sends no route. Those keep today's screens.
 */
export function routeStory(view: Pick<SignerView, 'me' | 'route'>): RouteStory | null {
  const { route, me } = view;
  if (!route || viewsOnly(me.role) || route.step === null) return null;
  const severalSteps = route.steps > 1;
  const anyOne = route.group === 'any';
  const fillsFor = route.fillsFor.map((recipient) => recipient.name);
  if (!severalSteps && !anyOne && fillsFor.length === 0) return null;
  return {
    act: actOf(me.role),
    position: severalSteps ? { step: route.step, steps: route.steps } : null,
    anyOne,
    acted: severalSteps ? route.acted.map((act) => ({ name: act.name, deed: deedOf(act), at: act.at })) : [],
    fillsFor,
  };
}

/** "Nov 28, 2026, 10:04 AM" / "2026年11月28日 10:04": the day and the minute, in the page's language. */
export function formatActTime(iso: string, language: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}

/** The names of a filler's recipients for a field: id → name. */
export function recipientNames(view: Pick<SignerView, 'route'>): ReadonlyMap<string, string> {
  return new Map((view.route?.fillsFor ?? []).map((recipient) => [String(recipient.id), recipient.name]));
}

/**
 * True once a filler acted: a read-only value may then be theirs rather than the sender's,
 * so the page says "filled in before you" instead of naming the sender.
 */
export const prefilledBefore = (view: Pick<SignerView, 'route'>) => view.route?.acted.some((act) => act.role === 'filler') ?? false;
