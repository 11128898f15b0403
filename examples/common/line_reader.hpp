// Reading lines of untrusted input with bounded memory: a line longer than the limit is reported and
// skipped instead of growing without end (`program < /dev/zero` must not eat the machine's memory).
#pragma once

#include <cerrno>
#include <cstddef>
#include <cstdio>
#include <cstring>
#include <ios>
#include <iostream>
#include <istream>
#include <optional>
#include <string>
#include <string_view>

namespace common {

/// The length of the UTF-8 byte order mark at the start of `text` (3), or 0 without one: some editors
/// (Notepad) begin a file with it, and it is no part of the file's first line.
[[nodiscard]] constexpr std::size_t byte_order_mark_length(std::string_view text) noexcept {
    return text.starts_with("\xEF\xBB\xBF") ? 3 : 0;
}

/// What a call of LineReader::next found.
enum class LineStatus {
    line,      ///< a line (without its newline)
    too_long,  ///< a line longer than the limit: its first `limit` characters are kept, the rest skipped
    end,       ///< the end of the input, or a read error (LineReader::read_error then tells)
    flood,     ///< more than `skip_limit` characters without a newline: the input is given up
};

/// Reads lines of at most `limit` characters. Skipping the rest of a longer line stops after
/// `skip_limit` characters: an input with no newline at all then ends the reading (status flood).
class LineReader {
public:
    explicit LineReader(std::istream& in, std::size_t limit = 1 << 20, std::size_t skip_limit = std::size_t{64} << 20)
        : in_(in), limit_(limit), skip_limit_(skip_limit) {}

    LineStatus next(std::string& line) {
        line.clear();
        if (flooded_) return LineStatus::flood;
        for (;;) {
            const int c = bump();
            if (c == std::char_traits<char>::eof()) {
                if (line.empty()) {
                    in_.setstate(std::ios::eofbit);
                    return LineStatus::end;
                }
                return LineStatus::line;  // a last line without its newline
            }
            if (c == '\n') return LineStatus::line;
            if (line.size() == limit_) return skip_rest();
            line += static_cast<char>(c);
        }
    }

    [[nodiscard]] std::size_t limit() const noexcept { return limit_; }
    /// Why the input ended in a read error (e.g. "Is a directory"), or nothing when it ended at its end.
    [[nodiscard]] const std::optional<std::string>& read_error() const noexcept { return read_error_; }

private:
    /// The next character, or eof. A read error ends the input too, with badbit set and its reason kept
    /// (read_error) while errno still holds it: a file stream's buffer throws it (`< /some/directory`),
    /// which must not end the program; std::cin, synchronised with C's stdio (the default), does not
    /// throw, its read error is only in ferror(stdin).
    int bump() {
        try {
            const int c = in_.rdbuf()->sbumpc();
            if (c == std::char_traits<char>::eof() && &in_ == &std::cin && std::ferror(stdin)) fail();
            return c;
        } catch (const std::ios_base::failure&) {
            fail();
            return std::char_traits<char>::eof();
        }
    }

    void fail() {
        if (!read_error_) read_error_ = errno != 0 ? std::strerror(errno) : "read error";
        in_.setstate(std::ios::badbit);
    }

    LineStatus skip_rest() {
        for (std::size_t skipped = 1;; ++skipped) {
            if (skipped > skip_limit_) {
                flooded_ = true;
                return LineStatus::flood;
            }
            const int c = bump();
            if (c == std::char_traits<char>::eof() || c == '\n') return LineStatus::too_long;
        }
    }

    std::istream& in_;
    std::size_t limit_;
    std::size_t skip_limit_;
    bool flooded_ = false;
    std::optional<std::string> read_error_;
};

}  // namespace common
