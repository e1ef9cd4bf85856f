// Type-aware checks for an async codebase, where a missing `await` type-checks:
// a promise nobody awaits or catches, a promise where a value or a void callback
// is meant (`if (repo.claim())`, `forEach(async …)`), an `await` of a plain value.
// `npm run lint` (part of `npm test`). Style is not linted here.
import tseslint from "typescript-eslint";

export default [
  { ignores: ["generated/**", "dist/**", "node_modules/**", "console/**", "widget/**", "sdk/**", "**/*.d.ts"] },
  {
    files: ["src/**/*.ts", "test/**/*.ts", "bench/**/*.ts"],
    languageOptions: { parser: tseslint.parser, parserOptions: { project: "./tsconfig.json", tsconfigRootDir: import.meta.dirname } },
    plugins: { "@typescript-eslint": tseslint.plugin },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/no-floating-promises": ["error", { ignoreVoid: true }],
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { arguments: true, attributes: false, properties: true, returns: true, variables: true } }],
      "@typescript-eslint/await-thenable": "error",
    },
  },
];
