<?php

/**
 * Plugin Name: Vitrina test mail
 * Description: For the contract suite only: every wp_mail goes to mail.jsonl beside the site
 * (one JSON line: to, subject, text), the way the embedded store's outbox keeps its mail, and
 * nothing is sent. Never installed outside the test kit.
 */

add_filter('pre_wp_mail', function ($sent, $mail) {
    $line = wp_json_encode([
        'to' => is_array($mail['to']) ? implode(', ', $mail['to']) : $mail['to'],
        'subject' => $mail['subject'],
        'text' => $mail['message'],
    ]);
    file_put_contents(dirname(ABSPATH) . '/mail.jsonl', $line . "\n", FILE_APPEND | LOCK_EX);
    return true;
}, 10, 2);
