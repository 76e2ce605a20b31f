<?php

/**
 * Plugin Name: Vitrina test mail
 * Description: For the contract suite only: every wp_mail goes to mail.jsonl beside the site
 * (one JSON line: to, subject, text, and for a WooCommerce e-mail its id as `email_id`), the way
 * the embedded store's outbox keeps its mail, and nothing is sent. Never installed outside the
 * test kit.
 */

// WooCommerce hands each of its e-mails to wp_mail through this filter: the next mail is that one.
$vitrinaTestMailId = null;
add_filter('woocommerce_mail_callback_params', function ($params, $email) use (&$vitrinaTestMailId) {
    $vitrinaTestMailId = $email->id;
    return $params;
}, 10, 2);

add_filter('pre_wp_mail', function ($sent, $mail) use (&$vitrinaTestMailId) {
    $line = wp_json_encode(array_filter([
        'to' => is_array($mail['to']) ? implode(', ', $mail['to']) : $mail['to'],
        'subject' => $mail['subject'],
        'text' => $mail['message'],
        'email_id' => $vitrinaTestMailId,
    ], fn ($value) => $value !== null));
    $vitrinaTestMailId = null;
    file_put_contents(dirname(ABSPATH) . '/mail.jsonl', $line . "\n", FILE_APPEND | LOCK_EX);
    return true;
}, 10, 2);
