import { z } from 'zod';
import { numericIdParams } from '../admin-content.ts';
import { adminSearchSynonym, adminSearchSynonymRead, searchSynonymBody } from '../admin-search.ts';
import { defineEndpoint } from '../endpoint.ts';
import { operatorGuardErrors as guard } from './admin.ts';

/** The console's search synonyms: what a word shoppers type also finds (catalogue staff, audited). */

const tags = ['admin'] as const;

export const adminListSearchSynonyms = defineEndpoint({
  operationId: 'adminListSearchSynonyms',
  method: 'GET',
  path: '/admin/search-synonyms',
  access: 'operator',
  permission: 'catalogue.manage',
  tags,
  summary: 'Operator: every search synonym, by term',
  errors: [...guard.errors],
  errorCodes: guard.errorCodes,
  schemas: { response: z.array(adminSearchSynonymRead) },
});

export const adminCreateSearchSynonym = defineEndpoint({
  operationId: 'adminCreateSearchSynonym',
  method: 'POST',
  path: '/admin/search-synonyms',
  access: 'operator',
  permission: 'catalogue.manage',
  tags,
  summary: 'Operator: make a word shoppers type find other words too; search uses it at once',
  description:
    'The term and each expansion are stored as search reads them: Devanagari spelt in Latin letters (झुमकी → jhumki), accents folded, lower case; each must then be one word of letters or digits.',
  errors: [400, ...guard.errors, 409],
  errorCodes: [...guard.errorCodes, 'SEARCH_SYNONYM_TERM_TAKEN'],
  schemas: { body: searchSynonymBody, response: adminSearchSynonymRead },
});

export const adminUpdateSearchSynonym = defineEndpoint({
  operationId: 'adminUpdateSearchSynonym',
  method: 'PUT',
  path: '/admin/search-synonyms/{id}',
  access: 'operator',
  permission: 'catalogue.manage',
  tags,
  summary: 'Operator: change a search synonym (its term or the words it finds)',
  errors: [400, ...guard.errors, 404, 409, 428],
  errorCodes: [
    ...guard.errorCodes,
    'SEARCH_SYNONYM_NOT_FOUND',
    'SEARCH_SYNONYM_TERM_TAKEN',
    'STALE_WRITE',
    'VERSION_REQUIRED',
  ],
  schemas: { params: numericIdParams, body: searchSynonymBody, response: adminSearchSynonymRead },
});

export const adminDeleteSearchSynonym = defineEndpoint({
  operationId: 'adminDeleteSearchSynonym',
  method: 'DELETE',
  path: '/admin/search-synonyms/{id}',
  access: 'operator',
  permission: 'catalogue.manage',
  tags,
  summary: 'Operator: delete a search synonym (answers the deleted one)',
  errors: [400, ...guard.errors, 404],
  errorCodes: [...guard.errorCodes, 'SEARCH_SYNONYM_NOT_FOUND'],
  schemas: { params: numericIdParams, response: adminSearchSynonym },
});

export const adminSearchEndpoints = {
  adminListSearchSynonyms,
  adminCreateSearchSynonym,
  adminUpdateSearchSynonym,
  adminDeleteSearchSynonym,
};
