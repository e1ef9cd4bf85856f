// A child process that runs the billing cycle once over a file database (the kill -9 test):
// node test/support/cycle-child.mjs <db> <now ms>. It prints "done <n>" when the run ends.
import { register } from "tsx/esm/api";

register();
const { main } = await import("./cycle-child-main.ts");
await main(process.argv[2], Number(process.argv[3]));
