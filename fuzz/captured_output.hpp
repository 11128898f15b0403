// What a fuzz target uses to check a program's messages: standard output and standard error caught,
// while a parser or reader that prints runs, instead of reaching the terminal.
#pragma once

#include <iostream>
#include <sstream>
#include <streambuf>
#include <string>

namespace fuzz {

/// Standard output and standard error, caught for as long as it lives.
class Captured {
public:
    Captured() : out_(std::cout.rdbuf(out_text_.rdbuf())), err_(std::cerr.rdbuf(err_text_.rdbuf())) {}
    ~Captured() {
        std::cout.rdbuf(out_);
        std::cerr.rdbuf(err_);
        std::cout.clear();
    }
    Captured(const Captured&) = delete;
    Captured& operator=(const Captured&) = delete;
    /// What went to standard output.
    [[nodiscard]] std::string out() const { return out_text_.str(); }
    /// What went to standard error.
    [[nodiscard]] std::string err() const { return err_text_.str(); }

private:
    std::ostringstream out_text_;
    std::ostringstream err_text_;
    std::streambuf* out_;
    std::streambuf* err_;
};

}  // namespace fuzz
