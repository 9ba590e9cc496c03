"""The Mailer port: every adapter delivers the plain-text message it was given."""

RESET_BODY = (
    "Hello Ada,\n\n"
    "Reset your password here: https://portal.example/client/login?reset=tok-123\n\n"
    "The link expires in one hour. — Señal Portal"
)


def test_a_sent_message_is_delivered_with_recipient_subject_and_body(mail):
    mailer, delivered = mail
    mailer.send("ada@example.com", "Reset your password", RESET_BODY)
    assert delivered() == [("ada@example.com", "Reset your password", RESET_BODY)]


def test_messages_are_delivered_in_the_order_they_were_sent(mail):
    mailer, delivered = mail
    mailer.send("ada@example.com", "First", "one")
    mailer.send("grace@example.com", "Second", "two")
    assert [subject for _, subject, _ in delivered()] == ["First", "Second"]
