import { describe, expect, it } from 'vitest';
import { renderText } from '../../../../testing/render-text';
import { grantDayProblem, lastGrantDay } from '../../lib/grant-dates';
import { GrantForm } from './grant-form';

const today = new Date(2026, 10, 28, 15, 0);
const noop = () => undefined;
const members = [{ userId: 3n, label: 'Ann Lee' }];

const form = (day: string, language: 'en-US' | 'zh-CN' = 'en-US') =>
  renderText(<GrantForm members={members} templates={[{ id: 9n, name: 'NDA' }]} today={today} busy={false} serverError={null} onSubmit={noop} onCancel={noop} initial={{ userId: '3', day }} />, { language });

describe('the grant form', () => {
  it('lets the date picker go no further than three years ahead', () => {
    expect(lastGrantDay(today)).toBe('2029-11-27');
    const { html } = form('');
    expect(html).toMatch(/type="date"[^>]*min="2026-11-29"[^>]*max="2029-11-27"|max="2029-11-27"[^>]*min="2026-11-29"/);
  });

  it('refuses a day beyond three years, saying the last day it accepts', () => {
    const { text } = form('2030-01-15');
    expect(text).toContain('A grant lasts at most three years: choose Nov 27, 2029 or earlier.');
    expect(form('2030-01-15', 'zh-CN').text).toContain('授权最长三年：请选择 2029年11月27日 或更早的日期。');
    expect(grantDayProblem('2029-11-28', today)).toBe('tooLate');
  });

  it('refuses today or a past day, and takes any day in between', () => {
    expect(form('2026-11-28').text).toContain('The grant must end after today.');
    expect(grantDayProblem('2026-11-29', today)).toBeNull();
    expect(grantDayProblem('2029-11-27', today)).toBeNull();
    const { text } = form('2027-06-30');
    expect(text).not.toMatch(/at most three years:|after today/);
  });

  it('offers the member, the right, and the templates a grant may be limited to', () => {
    const { text } = form('');
    expect(text).toContain('Member');
    expect(text).toContain('Right');
    expect(text).toContain('Valid until At most three years from today.');
    expect(text).toContain('Only for these templates (optional) Leave empty for any agreement.');
  });
});
