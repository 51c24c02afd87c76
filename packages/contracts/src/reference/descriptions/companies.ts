import { ACCENT_MIN_CONTRAST } from '../../companies/brand-colour.js';
import { INVITATION_TTL_DAYS } from '../../operations/companies/company-schemas.js';
import type { OperationDescriptions } from '../reference-types.js';

/** What each companies operation does, who may call it and its notable rules (the reference's descriptions). */
export const companiesDescriptions = {
  listCompanies:
    'The companies the caller belongs to, with their role in each (the personal space is not one).',
  createCompany:
    'Makes a company; its maker is its owner. A China-region registration number must pass its check character (403 naming why).',
  getCompany:
    'One company the caller belongs to: its name, seats, branding, two-factor rule and the caller\'s role. 8201 for a company the caller is not in.',
  updateCompany:
    'The owner or an admin changes the company\'s names, region or registration number.',
  switchWorkspace:
    'Chooses this device\'s workspace: a company the caller belongs to, or null for the personal space. The choice belongs to the session (per device) and shows as the user\'s `companyId`.',
  listCompanyMembers:
    'The members, and for the owner and admins the invitations still open.',
  inviteCompanyMember:
    `Invites an address as admin or member: a mail with an accept link valid ${INVITATION_TTL_DAYS} days.`,
  resendCompanyInvitation:
    'Sends the invitation again with a fresh link and a new week; the old link stops working.',
  revokeCompanyInvitation:
    'Withdraws an open invitation; its link then answers 8204. Owners and admins only (8202).',
  previewCompanyInvitation:
    'What an invitation link offers, before signing in; a wrong token answers 8204.',
  acceptCompanyInvitation:
    'Joins the company, signed in with the invited address; the session\'s workspace becomes it.',
  changeCompanyMemberRole:
    'Changes a member\'s role (admin, member). The owner\'s role changes only by transferring ownership (8206). Owners and admins only (8202).',
  removeCompanyMember:
    'Removes a member: their very next request in the company is refused (8201).',
  leaveCompany:
    'Leaves a company; the owner hands it over first (8206).',
  transferCompanyOwnership:
    'The owner makes another member the owner and becomes an admin.',
  listCompanyActivity:
    'The company\'s activity, newest first (owner and admins).',
  exportCompanyActivity:
    'The whole activity log as CSV (owner and admins), for records kept outside Signet.',
  setCompanyBranding:
    `The company's look for its recipients (owner and admins): a logo, stored re-encoded as a PNG at most 120 px high, and an accent colour that white text reads on (contrast at least ${ACCENT_MIN_CONTRAST}, else 403 naming the ratio). A field left out stays as it is; null removes it.`,
  setLeaversWorkTo:
    'Who takes over the company agreements and templates of a member who leaves by themselves (owner and admins): a member of the company, or null for the owner. A removal names its own. 8201 when the person named is not a member.',
  setCompanyTwoFactorRequirement:
    'Requires two-factor sign-in of every member (owner and admins, `company.edit`). Only someone with two-factor sign-in on may switch it on (8418). Members without it are then refused company work (8419) until they turn it on in their own security settings.',
  redeemCompanyLicenceCode:
    'Redeems an Enterprise licence code that carries seats for the company (the owner, who pays): the company\'s plan runs the code\'s period longer, with at least the code\'s seats. 8001 an unknown code, 8002 a used one, 403 a code without seats, 429 after too many tries.',
  buyCompanySeats:
    'Buys Enterprise seats for the company (the owner, who pays): an order priced from the catalogue per seat in the currency of where it is sold, and the provider\'s page. With Stripe the seats are a subscription with that quantity that renews by itself; Alipay and WeChat Pay prepay one period. 8209 while a subscription is on (seats then change in the billing portal), 8003 when no payment provider serves the region.',
  openCompanyBillingPortal:
    'The payment provider\'s billing portal for the company\'s subscription (the owner): change the card, read invoices, change the number of seats or cancel at the period\'s end. 8210 when the company has no subscription.',
  listCompanySeals:
    'The company\'s seals. Owner and admins see every seal; a member sees the seals they hold a grant on. `officialNeedsApproval` is the company\'s rule for the official seal.',
  previewSealFace:
    'Draws a face without saving it, for the form\'s preview: an SVG (generated) or the cleaned PNG (uploaded) as a data URL.',
  createCompanySeal:
    'Makes a seal (owner and admins). 8306 when an uploaded picture is not a usable image.',
  replaceSealFace:
    'A new face for a seal: a new version. Agreements already sealed keep the version they carried.',
  setSealStatus:
    'Suspends, reactivates or revokes a seal (owner and admins). A revoked seal stays revoked (8301).',
  getSealFace:
    'A seal\'s face as an image: SVG when generated, PNG when uploaded; `version` defaults to the current one.',
  listSealGrants:
    'Who may use or approve a seal (owner and admins).',
  grantSeal:
    'Lets a member use a seal, or approve others\' requests to use it (owner and admins), until `validUntil`: at most three years ahead (8302). Optionally only for some templates.',
  revokeSealGrant:
    'Ends a grant at once (owner and admins).',
  listSealRequests:
    'Requests to use a seal. `box`: \'decide\' the pending ones the caller may decide (the inbox), \'mine\' the caller\'s own, \'all\' every one (owner and admins).',
  decideSealRequest:
    'Approves or rejects a request (an admin, or a member granted "may approve" on the seal; never the one who asked: 8305). 8307 when it was decided already; a comment is needed to reject.',
  setSealSettings:
    'The company\'s seal rules (owner and admins): whether every use of the official seal needs an approval.',
  listSealLog:
    'The seal log, newest first, with the result of checking its hash chain (owner and admins).',
  exportSealLog:
    'The whole seal log as JSON Lines, oldest first, each entry with its previous hash and its own, so anyone can re-check the chain.',
} satisfies OperationDescriptions;
