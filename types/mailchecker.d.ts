declare module "mailchecker" {
  const MailChecker: {
    isValid(email: string): boolean;
    blacklist(): Set<string>;
    addCustomDomains(domains: string[]): void;
  };
  export default MailChecker;
}
