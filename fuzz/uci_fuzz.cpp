// Fuzzes `congo uci`: the input's lines are the protocol lines of an in-process UciSession (the one
// `congo uci` runs), with "isready" appended. So that every input ends promptly, a `go` line gets
// "depth 1 nodes 100" after its own words (the last value of a limit counts: alpha-beta searches one
// ply, MCTS 100 iterations; `infinite` still overrides, and such a search is stopped by the next
// command or the end of the input, as the session's design has it), and Hash and Threads values
// above 1 MiB and 2 threads are lowered to those.
//
// The input is given to the session up to its end, and the end is held back until the session has
// answered every isready (or 20 s have passed: a hang), so that the searches run rather than being
// stopped by the end of the input. Then the session must end with status 0 having answered every
// isready with exactly one readyok and every `uci` with one uciok, at most one bestmove per `go`
// (a move's name, or "(none)"), and no line of another kind (id, option, info, a FEN for `d`).
// UCI_FUZZ_ECHO=1 in the environment prints the session's output of each input run.
#include <algorithm>
#include <charconv>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <mutex>
#include <sstream>
#include <streambuf>
#include <string>
#include <string_view>
#include <vector>

#include "../examples/congo/uci.hpp"

namespace {

std::string input_text;  // for fail()

[[noreturn]] void fail(const std::string& what, const std::string& output = {}) {
    std::fprintf(stderr, "uci_fuzz: %s\n  input: \"%s\"\n  output:\n%s\n", what.c_str(), input_text.c_str(), output.c_str());
    std::abort();
}

/// Standard output, captured: the session's threads write, the input's end waits for lines to appear.
class Capture : public std::streambuf {
public:
    std::string text() {
        const std::lock_guard lock(mutex_);
        return text_;
    }
    /// Waits until the output has `count` lines equal to `line`; false after `limit`.
    bool wait_for(const std::string& line, std::size_t count, std::chrono::seconds limit) {
        std::unique_lock lock(mutex_);
        return grew_.wait_for(lock, limit, [&] { return lines_equal(line) >= count; });
    }
    void clear() {
        const std::lock_guard lock(mutex_);
        text_.clear();
    }

protected:
    int_type overflow(int_type c) override {
        if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
        const char ch = traits_type::to_char_type(c);
        xsputn(&ch, 1);
        return c;
    }
    std::streamsize xsputn(const char* s, std::streamsize n) override {
        {
            const std::lock_guard lock(mutex_);
            text_.append(s, static_cast<std::size_t>(n));
        }
        grew_.notify_all();
        return n;
    }

private:
    std::size_t lines_equal(const std::string& line) const {
        std::size_t count = 0;
        for (std::size_t at = 0; at < text_.size();) {
            const std::size_t end = text_.find('\n', at);
            if (end == std::string::npos) break;
            if (std::string_view(text_).substr(at, end - at) == line) ++count;
            at = end + 1;
        }
        return count;
    }

    std::mutex mutex_;
    std::condition_variable grew_;
    std::string text_;
};

Capture& capture() {
    static Capture c;
    return c;
}

/// The session's input: the text, whose end is given only once the output has every readyok expected.
class HeldInput : public std::streambuf {
public:
    HeldInput(std::string text, std::size_t readyoks) : text_(std::move(text)), readyoks_(readyoks) {
        setg(text_.data(), text_.data(), text_.data() + text_.size());
    }

protected:
    int_type underflow() override {
        if (!capture().wait_for("readyok", readyoks_, std::chrono::seconds(20)))
            fail("no readyok for every isready within 20 s: the session hangs", capture().text());
        return traits_type::eof();
    }

private:
    std::string text_;
    std::size_t readyoks_;
};

/// Output that goes nowhere (the session's copies of its errors on stderr).
class Discard : public std::streambuf {
protected:
    int_type overflow(int_type c) override { return traits_type::not_eof(c); }
    std::streamsize xsputn(const char*, std::streamsize n) override { return n; }
};

std::vector<std::string> words_of(const std::string& line) {
    std::istringstream in(line);
    std::vector<std::string> words;
    for (std::string w; in >> w;) words.push_back(std::move(w));
    return words;
}

std::string joined(const std::vector<std::string>& words) {
    std::string text;
    for (const auto& w : words) text += (text.empty() ? "" : " ") + w;
    return text;
}

/// `value` lowered to `cap` when it is a whole number in (cap, high]; else as it is.
std::string capped(const std::string& value, long long cap, long long high) {
    long long n = 0;
    const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
    if (ec == std::errc{} && end == value.data() + value.size() && n > cap && n <= high) return std::to_string(cap);
    return value;
}

/// The endgame tablebases of both rule sets, built once for the process: every session shares them, so
/// that an isready (which builds the tables not built yet) costs each input nothing.
const gametree::congo::EndgameTablebases& built_tablebases() {
    static const gametree::congo::EndgameTablebases tables = [] {
        gametree::congo::EndgameTablebases t;
        t.build(gametree::congo::Rules::standard);
        t.build(gametree::congo::Rules::wits2021);
        return t;
    }();
    return tables;
}

/// A line as the session reads it, with its search and its resources bounded (see above).
std::string bounded(const std::string& line) {
    auto words = words_of(line);
    if (words.empty()) return line;
    if (words[0] == "go") return line + " depth 1 nodes 100";
    if (words[0] == "setoption" && words.size() > 1 && words[1] == "name") {
        std::size_t i = 2;
        std::string name;
        for (; i < words.size() && words[i] != "value"; ++i) name += (name.empty() ? "" : " ") + words[i];
        const std::string option = gametree::ascii_lowercase(name);
        if (i + 1 < words.size()) {
            if (option == "hash") words[i + 1] = capped(words[i + 1], 1, cli::UciSession::max_hash_mib);
            else if (option == "threads") words[i + 1] = capped(words[i + 1], 2, cli::max_threads);
            else return line;
            return joined(words);
        }
    }
    return line;
}

bool is_fen(const std::string& line) {
    using namespace gametree::congo;
    return parse_fen(line, Rules::standard).has_value() || parse_fen(line, Rules::wits2021).has_value();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    input_text.assign(reinterpret_cast<const char*>(data), size);
    std::string session_input;
    std::size_t isready = 0, uci = 0, go = 0;
    bool quit = false;
    const auto add = [&](std::string line) {
        if (!line.empty() && line.back() == '\r') line.pop_back();  // as the session does
        const auto words = words_of(line);
        const std::string command = words.empty() ? "" : words[0];
        if (command == "quit") quit = true;
        if (quit) return;
        isready += command == "isready";
        uci += command == "uci";
        go += command == "go";
        session_input += bounded(line) + '\n';
    };
    for (std::size_t at = 0; at < input_text.size();) {
        std::size_t end = input_text.find('\n', at);
        if (end == std::string::npos) end = input_text.size();
        add(input_text.substr(at, end - at));
        at = end + 1;
    }
    add("isready");
    if (quit) session_input += "quit\n";

    static Discard discard;
    std::streambuf* const old_out = std::cout.rdbuf(&capture());
    std::streambuf* const old_err = std::cerr.rdbuf(&discard);
    capture().clear();
    int status = 0;
    {
        HeldInput held(session_input, quit ? 0 : isready);
        std::istream in(&held);
        cli::UciSession session(gametree::congo::Rules::standard, built_tablebases());
        status = session.run(in);
    }
    std::cout.rdbuf(old_out);
    std::cerr.rdbuf(old_err);

    const std::string output = capture().text();
    if (std::getenv("UCI_FUZZ_ECHO")) std::fprintf(stderr, "%s", output.c_str());  // to see a replayed input's answers
    if (status != 0) fail("the session ended with status " + std::to_string(status), output);
    std::size_t readyok = 0, uciok = 0, bestmove = 0;
    for (std::size_t at = 0; at < output.size();) {
        std::size_t end = output.find('\n', at);
        if (end == std::string::npos) fail("the output does not end with a line break", output);
        const std::string line = output.substr(at, end - at);
        at = end + 1;
        if (line == "readyok") ++readyok;
        else if (line == "uciok") ++uciok;
        else if (line.starts_with("bestmove ")) {
            ++bestmove;
            const std::string move = line.substr(9);
            if (move.empty() || move.find_first_of(" \t") != std::string::npos) fail("a bestmove without one move: " + line, output);
        } else if (!line.starts_with("info ") && !line.starts_with("id ") && !line.starts_with("option ") && !is_fen(line)) {
            fail("a line of no known kind: " + line, output);
        }
    }
    if (readyok != isready) fail(std::to_string(isready) + " isready answered by " + std::to_string(readyok) + " readyok", output);
    if (uciok != uci) fail(std::to_string(uci) + " uci answered by " + std::to_string(uciok) + " uciok", output);
    if (bestmove > go) fail(std::to_string(go) + " go answered by " + std::to_string(bestmove) + " bestmove", output);
    return 0;
}
