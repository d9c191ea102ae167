import { prepareTemplates } from './databases.ts';

export default async function setup() {
  await prepareTemplates();
}
