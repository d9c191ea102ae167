import { dropTemplates, prepareTemplates } from './databases.ts';

export default async function setup() {
  await prepareTemplates();
  return dropTemplates;
}
