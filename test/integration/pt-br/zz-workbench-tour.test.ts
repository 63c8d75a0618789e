// Runs last in the pt-BR window: the README's Portuguese screenshot (SCREENSHOT_DIR=...).
import { workbenchTour } from '../workbenchTour';

describe('Uma primeira consulta a partir de um log', () => {
  workbenchTour((id) => `Usuário ${id}`);
});
