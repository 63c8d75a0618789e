// The markup engine's public face: pure functions, no vscode and no DOM, shared by the hover and the panel.
export * from './tokens';
