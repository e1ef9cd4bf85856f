/** Moved to the platform (both domains send webhooks with it); kept here for existing imports. */
export * from "../../platform/webhooks/signature.js";
