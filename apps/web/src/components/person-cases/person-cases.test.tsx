import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within, waitFor } from '@testing-library/react';
import type { EligibilityInfo } from '@cyr/schemas';
import { renderWithProviders } from '../../test/render';
import { makeCase } from '../../test/fixtures';
import { clearSession, updateSession } from '../../lib/session';
import { PersonCaseNote } from './PersonCaseNote';
import PersonCaseDialog from './PersonCaseDialog';
import { factsOf } from './CaseFactsForm';
import { NotMineList } from './PersonCaseActions';

const INFO: EligibilityInfo = { needSPN: false, needsPreliminaryQuestions: false, preliminaryQuestions: [], cases: [] };
const ok = () =>
  vi.fn(
    async () =>
      new Response(JSON.stringify({ token: 'tok', tokenExpirationTime: 9e9, eligibilityInfo: INFO }), { status: 200 }),
  );

beforeEach(() => updateSession({ token: 'tok', tokenExpirationTime: Date.now() / 1000 + 3600 }));
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('PersonCaseNote', () => {
  it('says nothing for a case from the court data', () => {
    const { container } = renderWithProviders(<PersonCaseNote c={makeCase()} />);
    expect(container.textContent).toBe('');
  });

  it.each([
    ['en', 'Entered by you', 'attach a copy of the judgment or order', 'Found not guilty (acquitted)'],
    ['es', 'Ingresado por usted', 'adjunte una copia de la sentencia o la orden', 'Lo declararon no culpable'],
  ] as const)('marks a case the person entered (%s)', (lang, badge, attach, ended) => {
    renderWithProviders(<PersonCaseNote c={makeCase({ origin: 'entered', disposition: 'acquitted' })} />, { lang });
    expect(screen.getByText(badge)).toBeTruthy();
    expect(document.body.textContent).toContain(attach);
    expect(document.body.textContent).toContain(ended);
  });

  it.each([
    ['en', 'Deferred adjudication, not finished yet', 'Date your supervision is set to end', 'March 1, 2028'],
    [
      'es',
      'Adjudicación diferida, todavía no termina',
      'Fecha en que debe terminar su supervisión',
      '1 de marzo de 2028',
    ],
  ] as const)(
    'shows back the dates the person typed for a supervision not finished yet (%s)',
    (lang, how, label, end) => {
      const c = makeCase({
        origin: 'corrected',
        disposition: 'on_deferred',
        da_start: '2025-03-01',
        da_end: '2028-03-01',
        dismissal_date: null,
      });
      renderWithProviders(<PersonCaseNote c={c} />, { lang });
      expect(screen.getByText(how)).toBeTruthy();
      expect(screen.getByText(label).nextElementSibling?.textContent).toBe(end);
      // The day it began is not called the day the case ended.
      expect(document.body.textContent).not.toMatch(/Date the case ended|Fecha en que terminó el caso/);
    },
  );

  it('keeps what the court records said next to a correction, in words', () => {
    const c = makeCase({
      origin: 'corrected',
      disposition: 'deferred_discharged',
      court_record: {
        current_offense_name: 'DRIVING WHILE LICENSE INVALID',
        current_charge_level: 'MA',
        disposition: 'convicted_sentence',
        fda: '2015-02-02',
        conviction_date: '2015-03-16',
        dismissal_date: null,
        da_start: null,
        da_end: null,
        probation_start: null,
        probation_end: null,
      },
    });
    renderWithProviders(<PersonCaseNote c={c} />, { lang: 'es' });
    expect(screen.getByText('Corregido por usted')).toBeTruthy();
    expect(screen.getByText('Lo que dicen los registros de la corte')).toBeTruthy();
    expect(screen.getByText('DRIVING WHILE LICENSE INVALID')).toBeTruthy();
    expect(screen.getByText('Delito menor de clase A')).toBeTruthy();
    expect(screen.getByText('Condena: cárcel, prisión o una multa')).toBeTruthy();
  });
});

describe('PersonCaseDialog', () => {
  it('refuses an empty missing case in the dialog and sends nothing', async () => {
    const f = vi.fn();
    vi.stubGlobal('fetch', f);
    renderWithProviders(<PersonCaseDialog c={null} onClose={() => undefined} onChanged={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save and check again' }));
    await screen.findByText('There is a problem');
    expect(screen.getByRole('link', { name: 'Offense: Required' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'How the case ended: Required' })).toBeTruthy();
    expect(f).not.toHaveBeenCalled();
  });

  it('"not finished yet" asks the day the supervision is set to end, and needs it (issue #41)', async () => {
    const f = vi.fn();
    vi.stubGlobal('fetch', f);
    renderWithProviders(<PersonCaseDialog c={null} onClose={() => undefined} onChanged={() => undefined} />);
    expect(
      screen.getByRole('group', { name: 'Date you finished your supervision or sentence (optional)' }),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Offense'), { target: { value: 'Theft' } });
    fireEvent.change(screen.getByLabelText('Level'), { target: { value: 'MB' } });
    fireEvent.change(screen.getByLabelText('How the case ended'), { target: { value: 'on_deferred' } });
    const placed = await screen.findByRole('group', {
      name: 'Date you were placed on deferred adjudication or probation',
    });
    fireEvent.change(within(placed).getByLabelText('Month'), { target: { value: '5' } });
    fireEvent.change(within(placed).getByLabelText('Day'), { target: { value: '2' } });
    fireEvent.change(within(placed).getByLabelText('Year'), { target: { value: '2025' } });
    const end = await screen.findByRole('group', { name: 'Date your supervision is set to end' });
    expect(end.textContent).toContain('It is on your deferred adjudication or probation order.');
    fireEvent.click(screen.getByRole('button', { name: 'Save and check again' }));
    expect(await screen.findByRole('link', { name: 'Date your supervision is set to end: Required' })).toBeTruthy();
    expect(f).not.toHaveBeenCalled();
  });

  it('sends the facts of a missing case as the server reads them and hands back the new evaluation', async () => {
    const f = ok();
    vi.stubGlobal('fetch', f);
    const onChanged = vi.fn();
    renderWithProviders(<PersonCaseDialog c={null} onClose={() => undefined} onChanged={onChanged} />);
    fireEvent.change(screen.getByLabelText('Offense'), { target: { value: ' Criminal mischief ' } });
    fireEvent.change(screen.getByLabelText('Level'), { target: { value: 'MB' } });
    fireEvent.change(screen.getByLabelText('How the case ended'), { target: { value: 'acquitted' } });
    const ended = screen.getByRole('group', { name: 'Date the case ended' });
    fireEvent.change(within(ended).getByLabelText('Month'), { target: { value: '5' } });
    fireEvent.change(within(ended).getByLabelText('Day'), { target: { value: '2' } });
    fireEvent.change(within(ended).getByLabelText('Year'), { target: { value: '2019' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and check again' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(INFO));
    const [url, init] = f.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/application/cont/case-added');
    expect(JSON.parse(String(init.body))).toEqual({
      offense: 'Criminal mischief',
      level: 'MB',
      disposition: 'acquitted',
      causeNumber: '',
      filingDate: '',
      offenseDate: '',
      dispositionDate: '2019-05-02',
      endDate: '',
    });
  });

  it('marks a court case not mine; a refusal shows in the dialog with role="alert"', async () => {
    const f = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            error: {
              code: 'unknown_case',
              message: 'That case is not part of your confirmed cases.',
              messageEs: 'Ese caso no es parte de los casos que confirmó.',
            },
          }),
          { status: 404 },
        ),
    );
    vi.stubGlobal('fetch', f);
    renderWithProviders(<PersonCaseDialog c={makeCase()} onClose={() => undefined} onChanged={() => undefined} />);
    fireEvent.click(screen.getByRole('radio', { name: 'This is not my case' }));
    fireEvent.click(screen.getByRole('button', { name: 'Leave this case out' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('That case is not part of your confirmed cases.');
    const [url, init] = f.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/application/cont/case-not-mine');
    expect(JSON.parse(String(init.body))).toEqual({ _id: 'c1' });
  });

  it('starts a correction from what the site shows, and confirms the list first when asked', async () => {
    const f = ok();
    vi.stubGlobal('fetch', f);
    const before = vi.fn(async () => true);
    renderWithProviders(
      <PersonCaseDialog c={makeCase()} before={before} onClose={() => undefined} onChanged={() => undefined} />,
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Some facts are wrong. I will correct them from my papers.' }));
    expect((screen.getByLabelText('Offense') as HTMLInputElement).value).toBe('THEFT PROP>=$100<$750');
    const level = screen.getByLabelText('Level') as HTMLSelectElement;
    await waitFor(() => expect(level.value).toBe('MB'));
    fireEvent.change(screen.getByLabelText('How the case ended'), { target: { value: 'deferred_discharged' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and check again' }));
    await waitFor(() => expect(f).toHaveBeenCalled());
    expect(before).toHaveBeenCalledTimes(1);
    const [url, init] = f.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/application/cont/case-correction');
    expect(JSON.parse(String(init.body))).toMatchObject({
      _id: 'c1',
      disposition: 'deferred_discharged',
      dispositionDate: '2015-04-01',
      endDate: '2016-03-01',
      causeNumber: '2120001',
    });
  });
});

describe('factsOf', () => {
  it('prefills the dates the court data records, never an estimated one', () => {
    expect(factsOf(makeCase())).toMatchObject({ dispositionDate: '2015-04-01', endDate: '2016-03-01', level: 'MB' });
    expect(factsOf(makeCase({ estimated: ['da_end'], current_charge_level: 'unknown' }))).toMatchObject({
      endDate: '',
      level: '',
    });
  });
});

describe('NotMineList', () => {
  it('lists the cases set aside and puts one back', async () => {
    const f = ok();
    vi.stubGlobal('fetch', f);
    const onChanged = vi.fn();
    renderWithProviders(
      <NotMineList
        cases={[{ _id: 'n1', casID: '2220006', current_offense_name: 'CRIM TRESPASS', fda: '2022-03-01' }]}
        onChanged={onChanged}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Cases you said are not yours' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Put case 2220006 back' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(INFO));
    expect((f.mock.calls[0] as unknown as [string])[0]).toBe('/api/application/cont/case-undo');
  });

  it.each([
    ['en', 'Date the case ended', ['Month', 'Day', 'Year'], 'Month, day and year as on your papers'],
    ['es', 'Fecha en que terminó el caso', ['Mes', 'Día', 'Año'], 'Mes, día y año como en sus documentos'],
  ] as const)(
    'asks for dates as month, day and year boxes in the order of the papers, whatever the language (%s)',
    async (lang, legend, boxes, format) => {
      const f = ok();
      vi.stubGlobal('fetch', f);
      renderWithProviders(<PersonCaseDialog c={null} onClose={() => undefined} onChanged={() => undefined} />, {
        lang,
      });
      const group = screen.getByRole('group', { name: legend });
      const inputs = within(group).getAllByRole('textbox');
      for (const input of inputs) expect(input.getAttribute('aria-describedby')).toContain('-format');
      expect(boxes.map((b) => within(group).getByLabelText(b))).toEqual(inputs);
      expect(group.textContent).toContain(format);
      // A date half typed is refused as not a date, in the dialog; nothing is sent.
      fireEvent.change(within(group).getByLabelText(boxes[0]), { target: { value: '5' } });
      fireEvent.click(screen.getByRole('button', { name: lang === 'en' ? 'Save and check again' : /Guardar/ }));
      await screen.findByRole('link', { name: new RegExp(`^${legend}: `) });
      expect(f).not.toHaveBeenCalled();
    },
  );
});
