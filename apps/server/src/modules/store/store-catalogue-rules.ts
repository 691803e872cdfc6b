import { onUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../http/errors.ts';

/**
 * Runs a store catalogue change whose record has a unique slug: another record's slug names the slug field
 * (decision 035).
 */
export const withUniqueSlug = <T>(change: () => Promise<T>): Promise<T> =>
  onUniqueViolation(change, () => new AppError('invalid_input', { fields: { slug: 'Another record already uses this slug' } }));
