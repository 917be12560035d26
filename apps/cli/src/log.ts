// Progress lines for people watching the terminal.
export const say = (message: string): void => {
  console.log(`[tvmscan] ${message}`);
};
