<?php

declare(strict_types=1);

namespace Vitrina;

use CoCart\JWTAuthentication\Tokens;
use WP_User;

/**
 * The customer's session token is CoCart JWT Authentication's own: CoCart takes it as
 * `Authorization: Bearer` on its cart (and merges a guest cart with `?cart_key=`), and logout,
 * password changes and expiry revoke it by CoCart's rules (its live tokens are kept in the user's
 * meta, and removed on wp_logout and after_password_reset).
 */
final class CustomerTokens
{
    /** B6: a token lives at most 7 days (CoCart's default is 10). */
    private const LIFETIME = 7 * DAY_IN_SECONDS;

    public static function register(): void
    {
        add_filter('cocart_jwt_auth_expire', static fn ($seconds): int => min((int) $seconds, self::LIFETIME));
    }

    /** A new token for the user, or null when CoCart JWT is missing or not configured. */
    public static function issue(int $userId): ?string
    {
        $token = self::cocart()?->generate_token($userId);
        return is_string($token) ? $token : null;
    }

    /**
     * The user a Bearer token names when CoCart JWT would take it (CoCart only checks tokens on
     * its own routes): signed with its key and algorithm, issued by this site, not expired, not
     * revoked, and presented from the address and browser it was issued to.
     */
    public static function userOf(string $token): ?WP_User
    {
        return self::cocart()?->userOf($token);
    }

    /** The Bearer token of the request, '' when there is none. */
    public static function bearer(\WP_REST_Request $request): string
    {
        $header = (string) $request->get_header('authorization');
        return preg_match('/^Bearer\s+(\S+)$/i', trim($header), $match) === 1 ? $match[1] : '';
    }

    /**
     * CoCart JWT's token class, without its routes and hooks (those are registered once, by the
     * plugin itself), or null when the plugin is not active.
     */
    private static function cocart(): ?object
    {
        if (!class_exists(Tokens::class)) {
            return null;
        }
        return new class extends Tokens {
            public function userOf(string $token): ?WP_User
            {
                try {
                    $decoded = $this->decode_token($token);
                } catch (\Exception $malformed) {
                    return null;
                }
                $key = $this->get_secret_public_key();
                $claims = $decoded->payload;
                if (!$key || !is_object($decoded->header) || !is_object($claims)) {
                    return null;
                }
                $signature = $this->to_base_64_url(
                    $this->generate_signature($decoded->header_encoded . '.' . $decoded->payload_encoded, $key)
                );
                $valid = ($decoded->header->typ ?? '') === 'JWT'
                    && ($decoded->header->alg ?? '') === $this->get_algorithm()
                    && hash_equals($signature, $decoded->signature_encoded)
                    && (int) ($claims->exp ?? 0) >= time()
                    && ($claims->iss ?? '') === $this->get_iss()
                    && ($claims->data->user->ip ?? '') === \CoCart_Authentication::get_ip_address()
                    && ($claims->data->user->device ?? '') === $this->device();
                $user = $valid ? get_user_by('id', (int) ($claims->data->user->id ?? 0)) : false;
                if (!$user instanceof WP_User) {
                    return null;
                }
                // CoCart's own test: the user has live tokens, and this token's id is among them.
                $pat = (string) ($claims->data->user->pat ?? '');
                $live = get_user_meta($user->ID, '_cocart_jwt_tokens', true);
                $issued = is_array($live) && $live !== [] ? get_user_meta($user->ID, '_cocart_jwt_token_pat') : [];
                foreach ($issued as $ids) {
                    if ($pat !== '' && is_array($ids) && array_key_exists($pat, $ids)) {
                        return $user;
                    }
                }
                return null;
            }

            private function device(): string
            {
                $header = $this->get_user_agent_header();
                return isset($_SERVER[$header]) ? sanitize_text_field(wp_unslash($_SERVER[$header])) : '';
            }
        };
    }
}
