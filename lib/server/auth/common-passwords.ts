import "server-only";

// A short list of the most used passwords of at least six characters (public
// breach-corpus top lists). Checked when a password is set, never at sign-in.
const COMMON = new Set([
  "123456", "1234567", "12345678", "123456789", "1234567890", "password", "password1", "password123",
  "qwerty", "qwerty123", "qwertyuiop", "111111", "000000", "123123", "654321", "666666", "121212",
  "abc123", "abcdef", "iloveyou", "admin123", "welcome", "welcome1", "letmein", "monkey", "dragon",
  "football", "baseball", "sunshine", "princess", "master", "shadow", "superman", "michael", "charlie",
  "qazwsx", "zxcvbnm", "asdfgh", "asdfghjkl", "1q2w3e", "1q2w3e4r", "1q2w3e4r5t", "q1w2e3r4", "passw0rd",
  "trustno1", "starwars", "whatever", "freedom", "computer", "internet", "secret", "killer", "hello123",
  "123qwe", "123abc", "7777777", "888888", "555555", "987654321", "112233", "159753", "147258369",
  "qwe123", "zaq12wsx", "changeme", "default", "administrator", "123321", "google", "mustang", "access",
  "batman", "jordan23", "liverpool", "chelsea", "pokemon", "naruto", "987654", "maxim", "natasha",
  "ytrewq", "йцукен", "пароль", "qwerty1", "aa123456", "a123456", "1qaz2wsx", "password!", "11111111",
]);

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
