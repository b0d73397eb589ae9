// Issue 32, point 6: duplicates already stored, merged in the browser by a manager; every service's copies follow,
// and erasure of the kept candidate still removes everything (decision 0126).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Candidate, Employer, InteractionList, JobRole, Message, Placement, PlacementList } from '@agency/contracts';
import { apiClient } from '../api-client';
import { toast, type BrowserTests, type OpenPage } from '../browser';
import { staffCaller, type StaffCall } from '../linked-records';
import { widthChecks } from '../working-day/checks';

const checkedAtBothWidths = widthChecks('/tmp/shots-duplicates');

export function duplicatesMerged(tests: BrowserTests): void {
  describe('duplicates merged: one record kept, everything moved, erasure after (issue 32, point 6)', () => {
    const tag = Date.now().toString(36);
    const phone = `+44 7700 ${String(Date.now()).slice(-6)}`;
    let staff: StaffCall;
    let employer: Employer;
    let roles: JobRole[] = [];
    let kept: Candidate;
    let merged: Candidate;
    let manager: OpenPage | undefined;
    const subjects = { keptCall: `${tag} call with the kept one`, mergedCall: `${tag} call with the twin`, keptMessage: `${tag} hello kept`, mergedMessage: `${tag} hello twin` };

    beforeAll(async () => {
      staff = await staffCaller(tests.platform.url);
      employer = await staff<Employer>('POST', '/api/employers', { name: `${tag} Merge Employer`, status: 'active' });
      roles = [
        await staff<JobRole>('POST', '/api/job-roles', { employerId: employer.id, title: `${tag} Analyst`, status: 'open' }),
        await staff<JobRole>('POST', '/api/job-roles', { employerId: employer.id, title: `${tag} Engineer`, status: 'open' }),
      ];
      kept = await staff<Candidate>('POST', '/api/candidates', { name: `Ann Keeper ${tag}`, email: `ann.${tag}@example.test`, phone });
      merged = await staff<Candidate>('POST', '/api/candidates', { name: `Ann Keeper-Twin ${tag}`, email: `ann.keeper.${tag}@example.test`, phone, location: 'Leeds' });
      const api = apiClient(tests.platform.url);
      for (const [candidate, role] of [[kept, roles[0]!], [merged, roles[1]!]] as const) {
        const applied = await api.send('POST', '/api/applications/apply-and-register', { body: { jobRoleId: role.id, candidateEmail: candidate.email, candidateFullName: candidate.name } });
        expect(applied.status, JSON.stringify(applied.body)).toBe(201);
        await staff<Placement>('POST', '/api/placements', { candidateId: candidate.id, employerId: employer.id, jobRoleId: role.id, status: 'lead' });
      }
      await staff('POST', '/api/interactions', { type: 'call', subject: subjects.keptCall, date: '2026-11-20T10:00:00Z', candidateId: kept.id });
      await staff('POST', '/api/interactions', { type: 'call', subject: subjects.mergedCall, date: '2026-11-21T10:00:00Z', candidateId: merged.id });
      await staff<Message>('POST', '/api/messages', { candidateId: kept.id, subject: subjects.keptMessage, content: 'Are you still looking?' });
      await staff<Message>('POST', '/api/messages', { candidateId: merged.id, subject: subjects.mergedMessage, content: 'Shall we talk?' });
    });

    afterAll(async () => {
      await manager?.context.close();
      for (const path of [...roles.map((role) => `/api/job-roles/${role.id}`), `/api/employers/${employer?.id}`, `/api/candidates/${kept?.id}`, `/api/candidates/${merged?.id}`]) {
        await staff('DELETE', path).catch(() => undefined);
      }
    });

    const interactionsOf = async (candidateId: string) => (await staff<InteractionList>('GET', `/api/interactions?candidateId=${candidateId}&limit=500`)).items.map((each) => each.subject).sort();
    const placementsOf = async (candidateId: string) => (await staff<PlacementList>('GET', '/api/placements?limit=1000')).items.filter((each) => each.candidateId === candidateId).map((each) => each.jobRoleId).sort();
    const messagesOf = async (candidateId: string) => (await staff<Message[]>('GET', `/api/messages?candidateId=${candidateId}`)).map((each) => each.subject).sort();

    it('lists the pair with why, merges it after the confirmation, and the kept record shows everything of both', async () => {
      manager = await tests.signedInPage();
      const { page } = manager;
      await page.goto(`${tests.platform.url}/manage/duplicates`);
      await page.getByRole('heading', { name: 'Duplicates', exact: true }).first().waitFor();
      const pair = page.getByRole('list', { name: 'Duplicate candidates' }).getByRole('listitem').filter({ hasText: kept.name }).filter({ hasText: merged.name });
      await pair.waitFor();
      expect(await pair.textContent()).toContain('Same phone');
      await checkedAtBothWidths(page, 'duplicates-list', () => pair.waitFor());

      await pair.getByRole('radio').nth(await pairIndexOf(pair, kept.name)).check();
      await pair.getByRole('button', { name: 'Merge' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Merge candidates' });
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain(`Keep "${kept.name}" and merge "${merged.name}" into it?`);
      await checkedAtBothWidths(page, 'duplicates-confirm', () => dialog.waitFor());
      await dialog.getByRole('button', { name: 'Merge' }).click();
      await toast(page, `${merged.name} was merged into ${kept.name}`).waitFor();
      await pair.waitFor({ state: 'detached' });

      // The other services' copies follow the event.
      await expect.poll(() => interactionsOf(kept.id), { timeout: 30_000 }).toEqual([subjects.keptCall, subjects.mergedCall].sort());
      await expect.poll(() => placementsOf(kept.id), { timeout: 30_000 }).toEqual(roles.map((role) => role.id).sort());
      await expect.poll(() => messagesOf(kept.id), { timeout: 30_000 }).toEqual([subjects.keptMessage, subjects.mergedMessage].sort());
      expect(await placementsOf(merged.id)).toEqual([]);

      // The merged candidate's page says where they went; the kept one's shows both applications, calls, messages and placements.
      await page.goto(`${tests.platform.url}/manage/candidates/${merged.id}`);
      await page.getByText('This candidate was merged into another record.').waitFor();
      await page.getByRole('link', { name: 'Open the kept record' }).click();
      await page.waitForURL(`${tests.platform.url}/manage/candidates/${kept.id}`);
      const applications = page.getByRole('region', { name: /^Applications/ });
      await applications.getByText(`${tag} Analyst`).waitFor();
      await applications.getByText(`${tag} Engineer`).waitFor();
      for (const subject of Object.values(subjects)) await page.getByText(subject).first().waitFor();
      const placements = page.getByRole('region', { name: /^Placements/ });
      expect(await placements.textContent()).toContain(`${tag} Engineer`);
      expect(await page.getByText('Leeds').count()).toBeGreaterThan(0);
      await checkedAtBothWidths(page, 'duplicates-kept-record', () => applications.waitFor());
      expect(manager.errors).toEqual([]);
    });

    it('erases the kept candidate and with them everything that came from the merged one, in every service', async () => {
      await staff('DELETE', `/api/candidates/${kept.id}`);
      const api = apiClient(tests.platform.url);
      const token = await api.signIn();
      for (const id of [kept.id, merged.id]) expect((await api.send('GET', `/api/candidates/${id}/record`, { token })).status).toBe(404);
      await expect.poll(() => messagesOf(kept.id), { timeout: 30_000 }).toEqual([]);
      // Interactions and placements stay the agency's records, without the person (decision 0024): no name is left.
      await expect
        .poll(async () => (await staff<InteractionList>('GET', `/api/interactions?q=${encodeURIComponent(tag)}&limit=500`)).items.map((each) => each.candidate?.name ?? null), { timeout: 30_000 })
        .toEqual([null, null]);
      for (const role of roles) expect((await staff<{ items: unknown[] }>('GET', `/api/applications?jobRoleId=${role.id}`)).items).toEqual([]);
    });

    it('merges duplicate employers through the API: their roles and placements follow the kept one', async () => {
      const first = await staff<Employer>('POST', '/api/employers', { name: `${tag} Twin Works Ltd`, status: 'active' });
      const second = await staff<Employer>('POST', '/api/employers', { name: `${tag} Twin Works`, status: 'active', website: 'https://twin.example' });
      const role = await staff<JobRole>('POST', '/api/job-roles', { employerId: second.id, title: `${tag} Twin Role`, status: 'open' });
      const someone = await staff<Candidate>('POST', '/api/candidates', { name: `Twin Placed ${tag}` });
      const placement = await staff<Placement>('POST', '/api/placements', { candidateId: someone.id, employerId: second.id, jobRoleId: role.id });
      try {
        const pairs = (await staff<{ pairs: { reason: string; a: { id: string }; b: { id: string } }[] }>('GET', '/api/duplicates/employers?limit=100')).pairs;
        expect(pairs.find((each) => [each.a.id, each.b.id].sort().join() === [first.id, second.id].sort().join())?.reason).toBe('same company name');
        await staff('POST', '/api/duplicates/employers/merge', { keptId: first.id, mergedId: second.id });
        expect((await staff<JobRole>('GET', `/api/job-roles/${role.slug}`)).employerId).toBe(first.id);
        await expect
          .poll(async () => (await staff<PlacementList>('GET', '/api/placements?limit=1000')).items.find((each) => each.id === placement.id)?.employerId, { timeout: 30_000 })
          .toBe(first.id);
        const employers = (await staff<{ items: Employer[] }>('GET', `/api/employers?q=${encodeURIComponent(`${tag} Twin Works`)}`)).items;
        expect(employers.map((each) => each.id)).toEqual([first.id]);
        expect(employers[0]?.website).toBe('https://twin.example');
      } finally {
        for (const path of [`/api/placements/${placement.id}`, `/api/job-roles/${role.id}`, `/api/employers/${first.id}`, `/api/candidates/${someone.id}`]) await staff('DELETE', path).catch(() => undefined);
      }
    });
  });
}

/** Which of the pair's two sides (0 or 1) shows this name. */
async function pairIndexOf(pair: import('playwright-core').Locator, name: string): Promise<number> {
  const sides = await pair.locator('label').allTextContents();
  return sides.findIndex((text) => text.includes(name));
}
