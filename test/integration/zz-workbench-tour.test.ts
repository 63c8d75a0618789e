// Runs last (files run in path order): the README's English screenshot (SCREENSHOT_DIR=...).
import { workbenchTour } from './workbenchTour';

describe('A first lookup from a log file', () => {
  workbenchTour((id) => `User ${id}`);
});
