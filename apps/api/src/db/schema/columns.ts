import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Money is always integer paise in the database; rupees exist only at the API edge. */
export const paise = (name?: string) => (name ? integer(name) : integer());

export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
