import {
  acceptCompanyInvitation,
  buyCompanySeats,
  openCompanyBillingPortal,
  setLeaversWorkTo,
  type BillingPeriod,
  type PaymentProvider,
  changeCompanyMemberRole,
  createCompany,
  exportCompanyActivity,
  getCompany,
  inviteCompanyMember,
  leaveCompany,
  listCompanies,
  listCompanyActivity,
  listCompanyMembers,
  previewCompanyInvitation,
  redeemCompanyLicenceCode,
  removeCompanyMember,
  resendCompanyInvitation,
  revokeCompanyInvitation,
  setCompanyBranding,
  switchWorkspace,
  transferCompanyOwnership,
  updateCompany,
  ErrorCode,
  type CompanyProfileInput,
  type CompanyRole,
  type InvitableRole,
} from '@signet/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { accountQueryKeys } from '../api/account-query-keys';
import { isApiError } from '../api/api-error';
import { callOperation } from '../api/app-client';
import { fileRequest } from '../api/file-request';
import { downloadFile } from '../download/download-file';
import { useSessionStore } from '../state/session-store';

/**
 * After the workspace changed (switched, joined, left, lost): the user's `companyId` and every
 * list follow it, so the whole cache is read again.
 */
export async function workspaceChanged(queryClient: QueryClient, companyId: bigint | null): Promise<void> {
  const { userInfo, setUserInfo } = useSessionStore.getState();
  if (userInfo) setUserInfo({ ...userInfo, companyId });
  await queryClient.invalidateQueries();
}

/** The workspace this device works in: a company with the user's role in it, or the personal space (both null). */
export function useWorkspace(): { companyId: bigint | null; role: CompanyRole | null } {
  const companyId = useSessionStore((state) => state.companyId);
  const companies = useCompanies();
  const role = companyId === null ? null : (companies.data?.find((company) => company.id === companyId)?.myRole ?? null);
  return { companyId, role };
}

export function useCompanies() {
  const signedIn = useSessionStore((state) => state.token !== '');
  return useQuery({ queryKey: accountQueryKeys.companies, queryFn: async () => (await callOperation(listCompanies, {}, { silent: true })).list, enabled: signedIn });
}

export function useCompany(companyId: bigint) {
  const signedIn = useSessionStore((state) => state.token !== '');
  return useQuery({
    queryKey: accountQueryKeys.company(companyId),
    queryFn: async () => (await callOperation(getCompany, { params: { companyId } }, { silent: true })).company,
    enabled: signedIn && companyId > 0n,
  });
}

export function useSwitchWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (companyId: bigint | null) => callOperation(switchWorkspace, { body: { companyId } }),
    onSuccess: (answer) => workspaceChanged(queryClient, answer.companyId),
  });
}

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyProfileInput) => callOperation(createCompany, { body }, { silent: true }),
    onSuccess: (answer) => workspaceChanged(queryClient, answer.company.id),
  });
}

export function useUpdateCompany(companyId: bigint) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyProfileInput) => callOperation(updateCompany, { params: { companyId }, body }, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueryKeys.companies }),
  });
}

export function useCompanyMembers(companyId: bigint) {
  return useQuery({ queryKey: accountQueryKeys.companyMembers(companyId), queryFn: () => callOperation(listCompanyMembers, { params: { companyId } }, { silent: true }) });
}

export function useCompanyActivity(companyId: bigint) {
  return useQuery({
    queryKey: accountQueryKeys.companyActivity(companyId),
    queryFn: () => callOperation(listCompanyActivity, { params: { companyId }, query: { limit: 20 } }, { silent: true }),
  });
}

/** Member changes refresh the members, the company (its count) and the log. */
function useMemberMutation<Input>(companyId: bigint, run: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    // Not awaited: the caller's own onSuccess (clearing the invite form, closing a dialog) runs as soon
    // as the server answers, before the refreshed list shows; awaited, a form cleared after the new
    // row appeared wiped the next address someone had already started typing.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: accountQueryKeys.company(companyId) });
    },
  });
}

/** Owner and admins set the company's logo and accent colour; the company is read again. */
export function useSetCompanyBranding(companyId: bigint) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { logo?: string | null; accentColor: string | null }) => callOperation(setCompanyBranding, { params: { companyId }, body }, { silent: true }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: accountQueryKeys.company(companyId) }), queryClient.invalidateQueries({ queryKey: accountQueryKeys.companies })]),
  });
}

/** The owner redeems an Enterprise code with seats for the company; the company (and its seats) is read again. */
export function useRedeemCompanyCode(companyId: bigint) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callOperation(redeemCompanyLicenceCode, { params: { companyId }, body: { code } }, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueryKeys.company(companyId) }),
  });
}

/** Buys seats (the owner): the provider's payment page opens in this tab. */
export function useBuyCompanySeats(companyId: bigint) {
  return useMutation({
    mutationFn: (body: { seats: number; period: BillingPeriod; provider?: PaymentProvider }) => callOperation(buyCompanySeats, { params: { companyId }, body }, { silent: true }),
    onSuccess: ({ checkoutUrl }) => window.location.assign(checkoutUrl),
  });
}

/** The subscription's billing portal (the owner): card, invoices, seats, cancelling. Opens in this tab. */
export function useOpenBillingPortal(companyId: bigint) {
  return useMutation({
    mutationFn: () => callOperation(openCompanyBillingPortal, { params: { companyId } }, { silent: true }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export const useInviteMember = (companyId: bigint) =>
  useMemberMutation(companyId, (body: { email: string; role: InvitableRole }) => callOperation(inviteCompanyMember, { params: { companyId }, body }, { silent: true }));
export const useResendInvitation = (companyId: bigint) =>
  useMemberMutation(companyId, (invitationId: bigint) => callOperation(resendCompanyInvitation, { params: { companyId, invitationId } }));
export const useRevokeInvitation = (companyId: bigint) =>
  useMemberMutation(companyId, (invitationId: bigint) => callOperation(revokeCompanyInvitation, { params: { companyId, invitationId } }));
export const useChangeMemberRole = (companyId: bigint) =>
  useMemberMutation(companyId, (input: { userId: bigint; role: InvitableRole }) => callOperation(changeCompanyMemberRole, { params: { companyId, userId: input.userId }, body: { role: input.role } }));
export const useRemoveMember = (companyId: bigint) =>
  useMemberMutation(companyId, (input: { userId: bigint; handTo: bigint }) => callOperation(removeCompanyMember, { params: { companyId, userId: input.userId }, query: { handTo: input.handTo } }));
export const useTransferOwnership = (companyId: bigint) =>
  useMemberMutation(companyId, (userId: bigint) => callOperation(transferCompanyOwnership, { params: { companyId }, body: { userId } }));

/** Who takes over the work of members who leave by themselves (owner and admins); null: the owner. */
export function useSetLeaversWorkTo(companyId: bigint) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: bigint | null) => callOperation(setLeaversWorkTo, { params: { companyId }, body: { userId } }),
    onSuccess: ({ company }) => queryClient.setQueryData(accountQueryKeys.company(companyId), company),
  });
}

export function useLeaveCompany(companyId: bigint) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callOperation(leaveCompany, { params: { companyId } }),
    onSuccess: () => workspaceChanged(queryClient, useSessionStore.getState().companyId === companyId ? null : useSessionStore.getState().companyId),
  });
}

/** What an invitation link offers; asked before anyone signs in. */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: async () => (await callOperation(previewCompanyInvitation, { body: { token } }, { silent: true })).invitation,
    enabled: token !== '',
    retry: false,
  });
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => callOperation(acceptCompanyInvitation, { body: { token } }, { silent: true }),
    onSuccess: (answer) => workspaceChanged(queryClient, answer.company.id),
  });
}

/** A refused company call as a form shows it: the server's own sentence (already in the reader's language), else the generic one. */
export function refusalMessage(error: unknown, generic: string): string | null {
  if (!error) return null;
  return isApiError(error) && error.msg && error.code !== ErrorCode.NetworkError ? error.msg : generic;
}

/** Saves the whole activity log as CSV. */
export function downloadCompanyActivity(company: { id: bigint; displayName: string }): Promise<void> {
  const { url, headers } = fileRequest(exportCompanyActivity, { params: { companyId: company.id } });
  return downloadFile(url, `${company.displayName} - activity.csv`, { headers });
}
