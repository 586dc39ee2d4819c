import { api, apiGet, apiKey, call, idParam } from '@market/api-client/api';
import type { CreateTaxRule, GenerateTaxReport, UpdateTaxRule, UpdateTaxSettings } from '@market/domain/settings-tax';
import useSWR from 'swr';

/** The SWR key of the tax settings (every write reloads it). */
export const TAX_SETTINGS_KEY = apiKey(api.admin.settings.tax);

/** `GET /api/admin/settings/tax` (settings.taxes.read). */
export function useTaxSettings() {
  return useSWR(TAX_SETTINGS_KEY, () => apiGet(api.admin.settings.tax));
}

export const saveTaxSettings = (json: UpdateTaxSettings) => call(api.admin.settings.tax.$put({ json }));
export const createTaxRule = (json: CreateTaxRule) => call(api.admin.settings.tax.rules.$post({ json }));
export const updateTaxRule = (id: string, json: UpdateTaxRule) =>
  call(api.admin.settings.tax.rules[':id'].$patch({ param: idParam(id), json }));
export const deleteTaxRule = (id: string) => call(api.admin.settings.tax.rules[':id'].$delete({ param: idParam(id) }));
export const generateTaxReport = (json: GenerateTaxReport) => call(api.admin.settings.tax.reports.$post({ json }));
export const fileTaxReport = (id: string) => call(api.admin.settings.tax.reports[':id'].file.$post({ param: idParam(id) }));
